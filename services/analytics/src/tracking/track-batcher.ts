import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  DatabaseConnection,
  InjectDatabase,
  type Database,
  type Transaction,
} from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LiveFeed } from '../live/live-feed';
import { activities } from './activities.table';
import { ecommerceEvents } from './ecommerce-events.table';
import { pageViews } from './page-views.table';
import { mergeVisits, noRows, type TrackRows } from './track-rows';
import { visits, type VisitRow } from './visits.table';

/** A batch closes at this many rows waiting; the rest wait for the next one. */
export const BATCH_ROWS = 2000;
/** Transactions writing batches at once on a PostgreSQL server (the embedded one runs one). */
const SERVER_WRITERS = 2;

interface Waiting {
  rows: TrackRows;
  size: number;
  done: (error?: unknown) => void;
}

/**
 * Group commit: the rows of concurrent track calls are written together, one multi-row insert per
 * table and one upsert of the sessions they touch, in one transaction. A call is answered once the
 * transaction holding its rows has committed, so an accepted item is stored. A batch starts as
 * soon as a writer is free; what arrives meanwhile waits for the next, so batches grow with the
 * load and a lone call waits for nothing. If a batch fails, each call's rows are written again in
 * a transaction of their own: one call's bad row fails that call alone, and all of its rows.
 */
@Injectable()
export class TrackBatcher implements OnModuleDestroy {
  private readonly logger = new Logger(TrackBatcher.name);
  private readonly waiting: Waiting[] = [];
  private readonly writers: number;
  private writing = 0;
  private readonly idle = new Set<() => void>();

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly live: LiveFeed,
    connection: DatabaseConnection,
  ) {
    this.writers = connection.engine === 'server' ? SERVER_WRITERS : 1;
  }

  /** Resolves once `rows` are committed; rejects if they could not be stored. */
  write(rows: TrackRows): Promise<void> {
    const size =
      rows.visits.length +
      rows.pageViews.length +
      rows.activities.length +
      rows.ecommerceEvents.length;
    if (size === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ rows, size, done: (error) => (error ? reject(error) : resolve()) });
      this.next();
    });
  }

  /** Lets the batches under way finish before the database closes. */
  async onModuleDestroy(): Promise<void> {
    while (this.writing > 0 || this.waiting.length > 0) {
      await new Promise<void>((resolve) => this.idle.add(resolve));
    }
  }

  private next(): void {
    while (this.writing < this.writers && this.waiting.length > 0) {
      const batch: Waiting[] = [];
      let size = 0;
      while (this.waiting.length > 0 && (batch.length === 0 || size < BATCH_ROWS)) {
        const call = this.waiting.shift()!;
        batch.push(call);
        size += call.size;
      }
      this.writing += 1;
      void this.flush(batch).finally(() => {
        this.writing -= 1;
        if (this.writing === 0 && this.waiting.length === 0) {
          for (const resolve of this.idle) resolve();
          this.idle.clear();
        }
        this.next();
      });
    }
  }

  private async flush(batch: Waiting[]): Promise<void> {
    try {
      await this.store(joined(batch.map((call) => call.rows)));
      for (const call of batch) call.done();
    } catch (error) {
      if (batch.length === 1) return batch[0].done(error);
      this.logger.warn(`a batch of ${batch.length} track calls failed, writing each alone`);
      for (const call of batch) {
        try {
          await this.store(call.rows);
          call.done();
        } catch (callError) {
          call.done(callError);
        }
      }
    }
  }

  private async store(rows: TrackRows): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (rows.pageViews.length > 0) await tx.insert(pageViews).values(rows.pageViews);
      if (rows.activities.length > 0) await tx.insert(activities).values(rows.activities);
      if (rows.ecommerceEvents.length > 0)
        await tx.insert(ecommerceEvents).values(rows.ecommerceEvents);
      if (rows.visits.length > 0) await upsertVisits(tx, mergeVisits(rows.visits));
      this.live.changed('visit');
    });
  }
}

function joined(all: TrackRows[]): TrackRows {
  if (all.length === 1) return all[0];
  const rows = noRows();
  for (const one of all) {
    rows.visits.push(...one.visits);
    rows.pageViews.push(...one.pageViews);
    rows.activities.push(...one.activities);
    rows.ecommerceEvents.push(...one.ecommerceEvents);
  }
  return rows;
}

/**
 * Starts each session's visit or counts into it (one row per session, see `mergeVisits`). A
 * session keeps the first place and device it showed, and the first traffic source other than
 * direct: an event sent before the first page view must not hide where the visitor came from.
 */
async function upsertVisits(tx: Transaction, rows: VisitRow[]): Promise<void> {
  const direct = sql`${visits.sourceType} = 'direct' and excluded.source_type <> 'direct'`;
  const fromExcluded = (column: AnyPgColumn, name: string) =>
    sql`case when ${direct} then ${sql.raw(`excluded.${name}`)} else ${column} end`;
  await tx
    .insert(visits)
    .values(rows)
    .onConflictDoUpdate({
      target: visits.sessionId,
      set: {
        lastSeenAt: sql`greatest(${visits.lastSeenAt}, excluded.last_seen_at)`,
        userId: sql`coalesce(excluded.user_id, ${visits.userId})`,
        email: sql`coalesce(excluded.email, ${visits.email})`,
        landingPath: sql`coalesce(${visits.landingPath}, excluded.landing_path)`,
        source: fromExcluded(visits.source, 'source'),
        medium: fromExcluded(visits.medium, 'medium'),
        campaign: fromExcluded(visits.campaign, 'campaign'),
        referrer: fromExcluded(visits.referrer, 'referrer'),
        sourceType: fromExcluded(visits.sourceType, 'source_type'),
        deviceType: sql`coalesce(${visits.deviceType}, excluded.device_type)`,
        browser: sql`coalesce(${visits.browser}, excluded.browser)`,
        os: sql`coalesce(${visits.os}, excluded.os)`,
        pageViews: sql`${visits.pageViews} + excluded.page_views`,
        hits: sql`${visits.hits} + excluded.hits`,
      },
    });
}
