import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  EventBus,
  InjectDatabase,
  SERVICE_CONFIG,
  type Database,
  type Transaction,
} from '@shop/service-kit';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { CatalogConfig } from '../config';
import { lockProducts, moveStock } from './stock-levels';
import { stockReservations } from './stock-reservations.table';

/** Holds released per transaction; a longer backlog takes several. */
const SWEEP_BATCH = 100;

/**
 * Puts the stock of holds that were never confirmed back on the shelf: at start, then every
 * STOCK_SWEEP_SECONDS. Replicas may sweep at the same moment: each flips only rows no other
 * transaction holds (SKIP LOCKED) and only while they are still held, and restocks exactly the
 * rows it flipped, in the same transaction.
 */
@Injectable()
export class HoldSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(HoldSweeper.name);
  private readonly intervalMs: number;
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<unknown>;

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
    @Inject(SERVICE_CONFIG) config: CatalogConfig,
  ) {
    this.intervalMs = config.STOCK_SWEEP_SECONDS * 1000;
  }

  onApplicationBootstrap(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** Releases every expired hold; answers how many. */
  async releaseExpiredHolds(): Promise<number> {
    let released = 0;
    for (;;) {
      const batch = await this.db.transaction((tx) => this.releaseBatch(tx));
      released += batch;
      if (batch < SWEEP_BATCH) return released;
    }
  }

  private tick(): void {
    // A sweep still running (a slow database) is not doubled.
    if (this.sweeping) return;
    this.sweeping = this.releaseExpiredHolds()
      .then((released) => {
        if (released > 0) this.logger.log(`released ${released} expired stock holds`);
      })
      .catch((error: unknown) =>
        this.logger.warn(`cannot release expired stock holds yet: ${String(error)}`),
      )
      .finally(() => {
        this.sweeping = undefined;
      });
  }

  private async releaseBatch(tx: Transaction): Promise<number> {
    const expired = tx
      .select({ orderId: stockReservations.orderId })
      .from(stockReservations)
      .where(and(eq(stockReservations.state, 'held'), lt(stockReservations.expiresAt, sql`now()`)))
      .orderBy(asc(stockReservations.expiresAt))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const released = await tx
      .update(stockReservations)
      .set({ state: 'released', updatedAt: sql`now()` })
      .where(and(inArray(stockReservations.orderId, expired), eq(stockReservations.state, 'held')))
      .returning();
    if (released.length === 0) return 0;
    const lines = released.flatMap((reservation) => reservation.lines);
    const locked = await lockProducts(tx, lines);
    const unreturned = await moveStock(tx, this.bus, locked, lines, 1);
    for (const { line, reason } of unreturned) {
      this.logger.warn(
        `an expired hold of ${line.quantity} of product ${line.productId} could not go back on the shelf: ${reason}`,
      );
    }
    return released.length;
  }
}
