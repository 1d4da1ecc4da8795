import { createHash, randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import {
  ORDER_MESSAGES,
  RPC,
  SUBJECTS,
  type Order,
  type OrderStatus,
  type Pagination,
  type PaymentMethod,
  type placeOrderRequestSchema,
} from '@shop/contracts';
import { EventBus, InjectDatabase, ServiceClient, type Database } from '@shop/service-kit';
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { orderCancelledPayload, orderPlacedPayload, toOrder } from './order-view';
import { idempotencyKeys, orders, type OrderRow } from './orders.table';
import { checkAmount, priceOrder, type PricedOrder } from './price-order';

export type PlaceOrderInput = z.output<typeof placeOrderRequestSchema>;

/** How long a repeated request waits for the attempt that holds its key to finish. */
const REPEAT_WAIT_MS = 10_000;
const REPEAT_POLL_MS = 100;

const STILL_PLACING = 'This order is still being placed. Please wait a moment and refresh.';

export interface AdminOrderQuery {
  page: number;
  limit: number;
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
}

/** A digest of what an attempt asked for: the same key may only ever mean the same order. */
function requestDigest(input: PlaceOrderInput): string {
  const items = input.items
    .map((line) => [line.productId.toLowerCase(), line.size, line.quantity])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return createHash('sha256')
    .update(JSON.stringify({ items, amount: input.amount, address: input.address }))
    .digest('hex');
}

/**
 * Places and keeps orders. The server decides every price and total from the catalogue, holds
 * the stock through the catalog before writing anything, and writes the order with its
 * `order.placed` event in one transaction.
 */
@Injectable()
export class OrdersService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
    private readonly catalog: ServiceClient,
  ) {}

  /** Cash on delivery. `repeated` when the key's attempt had already placed the order. */
  async placeCashOnDelivery(
    userId: string,
    input: PlaceOrderInput,
    idempotencyKey?: string,
  ): Promise<{ order: Order; repeated: boolean }> {
    if (idempotencyKey) {
      const earlier = await this.claimKey(userId, idempotencyKey, requestDigest(input));
      if (earlier) return { order: toOrder(await this.byId(earlier)), repeated: true };
    }
    let placed = false;
    try {
      const order = await this.place(userId, input, 'COD', idempotencyKey);
      placed = true;
      return { order, repeated: false };
    } finally {
      if (idempotencyKey && !placed) await this.releaseKey(userId, idempotencyKey);
    }
  }

  async ordersOf(userId: string): Promise<Order[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.placed, true)))
      .orderBy(desc(orders.placedAt), desc(orders.id));
    return rows.map(toOrder);
  }

  async list(query: AdminOrderQuery): Promise<{ orders: Order[]; pagination: Pagination }> {
    const filters: SQL[] = [eq(orders.placed, true)];
    if (query.status) filters.push(eq(orders.status, query.status));
    if (query.paymentMethod) filters.push(eq(orders.paymentMethod, query.paymentMethod));
    const where = and(...filters);
    const [{ total }] = await this.db.select({ total: count() }).from(orders).where(where);
    const rows = await this.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return {
      orders: rows.map(toOrder),
      pagination: {
        page: query.page,
        pages: Math.ceil(total / query.limit),
        total,
        limit: query.limit,
      },
    };
  }

  /**
   * Moves an order to `status`, recorded in its history; Cancelled puts its stock back (through
   * `order.cancelled`, once) and is final. Setting the status it already has changes nothing.
   */
  async changeStatus(orderId: string, status: OrderStatus, by: string): Promise<Order> {
    const row = await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!current || !current.placed) throw new NotFoundException(ORDER_MESSAGES.orderNotFound);
      if (current.status === status) return current;
      if (current.status === 'Cancelled')
        throw new BadRequestException(ORDER_MESSAGES.cancelledIsFinal);
      const [changed] = await tx
        .update(orders)
        .set({
          status,
          version: current.version + 1,
          statusHistory: [
            ...current.statusHistory,
            { from: current.status, to: status, by, at: new Date().toISOString() },
          ],
          updatedAt: new Date(),
        })
        .where(eq(orders.id, orderId))
        .returning();
      await this.bus.emit(tx, SUBJECTS.orderStatusChanged, {
        orderId: changed.id,
        userId: changed.userId,
        version: changed.version,
        from: current.status,
        to: status,
        amount: changed.amount,
      });
      if (status === 'Cancelled')
        await this.bus.emit(tx, SUBJECTS.orderCancelled, orderCancelledPayload(changed));
      return changed;
    });
    return toOrder(row);
  }

  /** Prices cart lines from the catalogue as it is now. */
  async price(items: PlaceOrderInput['items']): Promise<PricedOrder> {
    const ids = [...new Set(items.map((line) => line.productId))];
    const lookup = await this.catalog.send(RPC.lookupProducts, { ids });
    return priceOrder(items, lookup);
  }

  /**
   * Holds the stock before anything is written: a shortage refuses the order whole. Should this
   * process die before the order is written, the catalog releases the hold by itself.
   */
  async hold(orderId: string, priced: PricedOrder): Promise<void> {
    if (priced.reservation.length === 0) return;
    const held = await this.catalog.send(RPC.reserveStock, { orderId, lines: priced.reservation });
    if (!held.reserved) throw new ConflictException(held.message);
  }

  private async place(
    userId: string,
    input: PlaceOrderInput,
    paymentMethod: PaymentMethod,
    idempotencyKey?: string,
  ): Promise<Order> {
    const priced = await this.price(input.items);
    checkAmount(input.amount, priced);
    const orderId = randomUUID();
    await this.hold(orderId, priced);
    const row = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(orders)
        .values({
          id: orderId,
          userId,
          items: priced.items,
          hasMadeToMeasure: priced.hasMadeToMeasure,
          subtotal: priced.subtotal,
          deliveryFee: priced.deliveryFee,
          amount: priced.amount,
          address: input.address,
          paymentMethod,
          statusHistory: [
            { from: null, to: 'Order Placed', by: 'customer', at: new Date().toISOString() },
          ],
        })
        .returning();
      if (idempotencyKey)
        await tx
          .update(idempotencyKeys)
          .set({ orderId })
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)));
      await this.bus.emit(tx, SUBJECTS.orderPlaced, orderPlacedPayload(inserted));
      return inserted;
    });
    return toOrder(row);
  }

  /**
   * Claims a checkout attempt's key. Answers undefined when this request holds it now, or the
   * order an earlier request with the same key placed; a key used for another cart is refused.
   */
  private async claimKey(userId: string, key: string, digest: string): Promise<string | undefined> {
    const deadline = Date.now() + REPEAT_WAIT_MS;
    for (;;) {
      const claimed = await this.db
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash: digest })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) return undefined;
      const [held] = await this.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      // Released meanwhile by an attempt that failed: claim it again.
      if (!held) continue;
      if (held.requestHash !== digest)
        throw new UnprocessableEntityException(ORDER_MESSAGES.idempotencyReused);
      if (held.orderId) return held.orderId;
      if (Date.now() > deadline) throw new ConflictException(STILL_PLACING);
      await new Promise((resolve) => setTimeout(resolve, REPEAT_POLL_MS));
    }
  }

  /** An attempt that placed nothing lets go of its key, so the shopper may try again. */
  private async releaseKey(userId: string, key: string): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, key),
          isNull(idempotencyKeys.orderId),
        ),
      )
      .catch(() => undefined);
  }

  private async byId(orderId: string): Promise<OrderRow> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new NotFoundException(ORDER_MESSAGES.orderNotFound);
    return row;
  }
}
