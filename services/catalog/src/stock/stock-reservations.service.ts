import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  MADE_TO_MEASURE_SIZE,
  productIdSchema,
  STOCK_MESSAGES,
  type CartReserveAnswer,
  type RpcRequest,
  type RPC,
  type StockReserveAnswer,
  type StockShortage,
} from '@shop/contracts';
import {
  EventBus,
  InjectDatabase,
  SERVICE_CONFIG,
  type Database,
  type Transaction,
} from '@shop/service-kit';
import { eq, sql } from 'drizzle-orm';
import type { CatalogConfig } from '../config';
import { toProductLookup } from '../products/product-lookup';
import {
  findShortages,
  lockProductIds,
  lockProducts,
  mergeLines,
  moveStock,
  putBack,
  sizesOf,
  type LockedProducts,
} from './stock-levels';
import {
  stockReservations,
  type ReservedLine,
  type StockReservationRow,
} from './stock-reservations.table';

type ReserveRequest = RpcRequest<typeof RPC.reserveStock>;
type CartReserveRequest = RpcRequest<typeof RPC.reserveCart>;

/** Thrown inside the reservation's transaction so that nothing of it is kept. */
class ReservationRefused extends Error {
  constructor(readonly answer: StockReserveAnswer) {
    super(answer.reserved ? 'reserved' : answer.message);
  }
}

/**
 * Holds stock for orders about to be placed: every line of an order or none, never more than
 * the shelf holds however many orders ask at once, and once per order however often it asks.
 */
@Injectable()
export class StockReservationsService {
  private readonly logger = new Logger(StockReservationsService.name);
  private readonly holdSeconds: number;

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
    @Inject(SERVICE_CONFIG) config: CatalogConfig,
  ) {
    this.holdSeconds = config.STOCK_HOLD_MINUTES * 60;
  }

  async reserve({ orderId, lines }: ReserveRequest): Promise<StockReserveAnswer> {
    const wanted = mergeLines(lines);
    return answerRefusal(() =>
      this.db.transaction((tx) => this.hold(tx, orderId, wanted, () => lockProducts(tx, wanted))),
    );
  }

  /**
   * Holds a cart's stock and answers its products as read under the hold's row locks: what the
   * order is priced from is what its stock was taken from.
   */
  async reserveCart({ orderId, lines }: CartReserveRequest): Promise<CartReserveAnswer> {
    const asked = [...new Set(lines.map((line) => line.productId.toLowerCase()))];
    const ids = asked.filter((id) => productIdSchema.safeParse(id).success);
    let locked: LockedProducts = new Map();
    const reservation = await answerRefusal(() =>
      this.db.transaction(async (tx) => {
        locked = await lockProductIds(tx, ids);
        const wanted = cartStockLines(lines, locked);
        return wanted.length > 0 ? this.hold(tx, orderId, wanted, async () => locked) : null;
      }),
    );
    return {
      products: asked.flatMap((id) => {
        const row = locked.get(id);
        return row ? [toProductLookup(row)] : [];
      }),
      missing: asked.filter((id) => !locked.has(id)),
      reservation,
    };
  }

  /**
   * An order not placed gives its hold back now. A `final` release marks the reservation
   * cancelled whatever it held (a row is written when there was none), so a reservation request
   * still on its way is refused instead of taking the stock again.
   */
  async release(orderId: string, final: boolean): Promise<{ orderId: string; released: boolean }> {
    return this.db.transaction(async (tx) => {
      if (final)
        await tx
          .insert(stockReservations)
          .values({ orderId, lines: [], state: 'released', expiresAt: sql`now()` })
          .onConflictDoNothing();
      const [reservation] = await tx
        .select()
        .from(stockReservations)
        .where(eq(stockReservations.orderId, orderId))
        .for('update');
      if (!reservation) return { orderId, released: false };
      const held = reservation.state === 'held' && !reservation.cancelledAt;
      if (held) {
        await putBack(tx, this.bus, reservation.lines, this.logger, `the hold of order ${orderId}`);
      }
      await tx
        .update(stockReservations)
        .set({
          state: held ? 'released' : reservation.state,
          cancelledAt: final ? sql`coalesce(${stockReservations.cancelledAt}, now())` : undefined,
          updatedAt: sql`now()`,
        })
        .where(eq(stockReservations.orderId, orderId));
      return { orderId, released: held };
    });
  }

  /**
   * Holds `wanted` for the order inside `tx`, locking its products with `lock` when stock is
   * taken. Throws ReservationRefused when a line cannot be had.
   */
  private async hold(
    tx: Transaction,
    orderId: string,
    wanted: ReservedLine[],
    lock: () => Promise<LockedProducts>,
  ): Promise<StockReserveAnswer> {
    // A second request for the same order waits here until the first one commits or rolls back.
    const [created] = await tx
      .insert(stockReservations)
      .values({ orderId, lines: wanted, expiresAt: this.holdEnd() })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await this.take(tx, orderId, wanted, await lock());
      return reserved(orderId, created);
    }

    const [existing] = await tx
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.orderId, orderId))
      .for('update');
    if (existing.cancelledAt) return refused(orderId, STOCK_MESSAGES.orderCancelled, []);
    if (existing.state !== 'released') return reserved(orderId, existing);
    // The hold ran out before the order was placed: the order asks afresh.
    await this.take(tx, orderId, wanted, await lock());
    const [renewed] = await tx
      .update(stockReservations)
      .set({ state: 'held', lines: wanted, expiresAt: this.holdEnd(), updatedAt: sql`now()` })
      .where(eq(stockReservations.orderId, orderId))
      .returning();
    return reserved(orderId, renewed);
  }

  private async take(
    tx: Transaction,
    orderId: string,
    lines: ReservedLine[],
    locked: LockedProducts,
  ): Promise<void> {
    const shortages = findShortages(locked, lines, { forSale: true });
    if (shortages.length > 0) {
      const message = shortages.map((shortage) => shortage.message).join('; ');
      throw new ReservationRefused(refused(orderId, message, shortages));
    }
    await moveStock(tx, this.bus, locked, lines, -1);
  }

  private holdEnd() {
    return sql`now() + make_interval(secs => ${this.holdSeconds})`;
  }
}

/** Runs a reservation, answering its refusal (thrown so that nothing of it is kept). */
async function answerRefusal<T>(reservation: () => Promise<T>): Promise<T | StockReserveAnswer> {
  try {
    return await reservation();
  } catch (error) {
    if (error instanceof ReservationRefused) return error.answer;
    throw error;
  }
}

/**
 * The stock a cart takes, held as priceOrder in the order service prices it: made-to-measure
 * pieces take none, and a product without sizes is held as such, whatever label the cart gave it.
 */
function cartStockLines(
  lines: CartReserveRequest['lines'],
  locked: LockedProducts,
): ReservedLine[] {
  return mergeLines(
    lines
      .filter((line) => line.size !== MADE_TO_MEASURE_SIZE)
      .map(({ productId, size, quantity }) => {
        const row = locked.get(productId.toLowerCase());
        return { productId, size: row && sizesOf(row).length === 0 ? null : size, quantity };
      }),
  );
}

function reserved(orderId: string, row: StockReservationRow): StockReserveAnswer {
  return { reserved: true, orderId, expiresAt: row.expiresAt.toISOString() };
}

function refused(orderId: string, message: string, shortages: StockShortage[]): StockReserveAnswer {
  return { reserved: false, orderId, message, shortages };
}
