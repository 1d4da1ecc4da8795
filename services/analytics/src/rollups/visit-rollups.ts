import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { GroupCommit, InjectDatabase, type Database } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';

/** How long the rollups may lag the visits written while nobody reads them. */
export const CATCH_UP_AFTER_MS = 250;
/**
 * `visit_changes` is a queue: each row lives until the next catch-up. The rows it deleted are
 * cleared this often while it is busy, rather than left to autovacuum (which may be off, or wait
 * a minute): a catch-up reads the whole table, the deleted rows too until they are cleared.
 */
const VACUUM_EVERY_MS = 10_000;

/**
 * Keeps the rollups of `visits` (visit-rollups.table.ts) up with the visits. A write of visits
 * only notes its changes (the triggers of migration 0007); `catchUp` counts what is noted into
 * the rollups. Readers of the rollups catch up first, so they read the rollups of every visit
 * committed before they asked; writers call `soon`, so the rollups stay near the visits and the
 * noted changes few. Runs take turns (a `GroupCommit` of one at a time): a caller arriving during
 * a run waits for the next one, as the run under way may have started before its visits were
 * committed, and all who wait share that next run.
 */
@Injectable()
export class VisitRollups implements OnModuleDestroy {
  private readonly logger = new Logger(VisitRollups.name);
  private readonly runs = new GroupCommit<void, void>({
    inFlight: 1,
    commit: async (waiting) => {
      await this.apply();
      for (const caller of waiting) caller.resolve();
    },
  });
  private timer?: NodeJS.Timeout;
  private closed = false;
  private vacuumedAt = Date.now();

  constructor(@InjectDatabase() private readonly db: Database) {}

  /**
   * Resolves once every change of visits committed before the call is in the rollups. Should the
   * run fail, it is logged and the rollups stay as they were, behind by what is still noted: a
   * reader still gets its answer, and the next catch-up counts the notes.
   */
  catchUp(): Promise<void> {
    return this.runs.add();
  }

  /** After a write of visits: a catch-up within CATCH_UP_AFTER_MS unless one is already due. */
  soon(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.catchUp();
    }, CATCH_UP_AFTER_MS);
  }

  /** What is noted and not counted stays noted: the next catch-up, here or elsewhere, counts it. */
  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.runs.idle();
  }

  private async apply(): Promise<void> {
    try {
      const [{ taken }] = rowsOf<{ taken: number }>(
        await this.db.execute(sql`select apply_pending_visit_changes() as taken`),
      );
      if (taken > 0 && Date.now() - this.vacuumedAt >= VACUUM_EVERY_MS) {
        this.vacuumedAt = Date.now();
        await this.db.execute(sql`vacuum visit_changes`);
      }
    } catch (error) {
      this.logger.error(`could not count visits into the rollups: ${String(error)}`);
    }
  }
}
