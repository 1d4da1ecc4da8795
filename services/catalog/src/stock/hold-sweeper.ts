import { Inject, Injectable } from '@nestjs/common';
import {
  EventBus,
  InjectDatabase,
  ScheduledWork,
  SERVICE_CONFIG,
  type Database,
  type Transaction,
} from '@shop/service-kit';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { CatalogConfig } from '../config';
import { putBack } from './stock-levels';
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
export class HoldSweeper extends ScheduledWork {
  protected readonly everyMs: number;
  protected readonly runsAtStart = true;
  protected readonly failure = 'cannot release expired stock holds yet';

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
    @Inject(SERVICE_CONFIG) config: CatalogConfig,
  ) {
    super();
    this.everyMs = config.STOCK_SWEEP_SECONDS * 1000;
  }

  protected async runOnce(): Promise<string | undefined> {
    const released = await this.releaseExpiredHolds();
    return released > 0 ? `released ${released} expired stock holds` : undefined;
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
    await putBack(tx, this.bus, lines, this.logger, 'an expired hold');
    return released.length;
  }
}
