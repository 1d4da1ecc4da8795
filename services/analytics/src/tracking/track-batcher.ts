import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  DatabaseConnection,
  GroupCommit,
  InjectDatabase,
  type Database,
  type Pending,
} from '@shop/service-kit';
import { sql, type SQL } from 'drizzle-orm';
import { LiveFeed } from '../live/live-feed';
import { VisitRollups } from '../rollups/visit-rollups';
import { activities } from './activities.table';
import { ecommerceEvents } from './ecommerce-events.table';
import type { pageViews } from './page-views.table';
import { mergeVisits, noRows, type TrackRows } from './track-rows';
import type { VisitRow } from './visits.table';

type PageViewRow = typeof pageViews.$inferInsert;

/** A batch holds at most this many rows; the rest wait for the next one. */
export const BATCH_ROWS = 2000;
/** Statements writing batches at once on a PostgreSQL server (the embedded one runs one). */
const SERVER_WRITERS = 2;

/**
 * Group commit (`GroupCommit`): the rows of concurrent track calls are written together, one
 * multi-row insert per table and one upsert of the sessions they touch, in one statement. A call
 * is answered once the statement holding its rows has committed, so an accepted item is stored.
 * A batch starts as soon as a writer is free; what arrives meanwhile waits for the next, so
 * batches grow with the load and a lone call waits for nothing; the calls of one task (a batch
 * the gateway forwarded) share a statement. If a batch fails, each call's rows are written again
 * in a statement of their own: one call's bad row fails that call alone, and all of its rows.
 */
@Injectable()
export class TrackBatcher implements OnModuleDestroy {
  private readonly logger = new Logger(TrackBatcher.name);
  private readonly batches: GroupCommit<TrackRows, void>;

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly live: LiveFeed,
    private readonly rollups: VisitRollups,
    connection: DatabaseConnection,
  ) {
    this.batches = new GroupCommit({
      inFlight: connection.engine === 'server' ? SERVER_WRITERS : 1,
      maxSize: BATCH_ROWS,
      sizeOf: rowCount,
      commit: (batch) => this.flush(batch),
    });
  }

  /** Resolves once `rows` are committed; rejects if they could not be stored. */
  write(rows: TrackRows): Promise<void> {
    return rowCount(rows) === 0 ? Promise.resolve() : this.batches.add(rows);
  }

  /** Lets the batches under way finish before the database closes. */
  onModuleDestroy(): Promise<void> {
    return this.batches.idle();
  }

  private async flush(batch: Array<Pending<TrackRows, void>>): Promise<void> {
    const rows = joined(batch.map(({ item }) => item));
    try {
      await this.store(rows);
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      this.logger.warn(`a batch of ${batch.length} track calls failed, writing each alone`);
      for (const call of batch) {
        try {
          await this.store(call.item);
        } catch (callError) {
          call.reject(callError);
          continue;
        }
        this.stored(call.item);
        call.resolve();
      }
      return;
    }
    this.stored(rows);
    for (const call of batch) call.resolve();
  }

  /**
   * One statement, so one round trip and a transaction of its own: all of the rows or none. The
   * tables are written side by side (data-modifying WITH clauses), none reads what another wrote.
   */
  private async store(rows: TrackRows): Promise<void> {
    const writes: SQL[] = [];
    if (rows.pageViews.length > 0) writes.push(insertPageViews(rows.pageViews));
    if (rows.activities.length > 0)
      writes.push(this.db.insert(activities).values(rows.activities).getSQL());
    if (rows.ecommerceEvents.length > 0)
      writes.push(this.db.insert(ecommerceEvents).values(rows.ecommerceEvents).getSQL());
    if (rows.visits.length > 0) writes.push(upsertVisits(mergeVisits(rows.visits)));
    const last = writes.pop()!;
    const before = writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write})`);
    await this.db.execute(
      before.length > 0 ? sql`with ${sql.join(before, sql`, `)} ${last}` : last,
    );
  }

  /** After a commit, outside the retry above: dashboards hear of it; the rollups catch up soon. */
  private stored(rows: TrackRows): void {
    this.live.changed('visit');
    if (rows.visits.length > 0) this.rollups.soon();
  }
}

function rowCount(rows: TrackRows): number {
  return (
    rows.visits.length +
    rows.pageViews.length +
    rows.activities.length +
    rows.ecommerceEvents.length
  );
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
 * The rows of the two busiest writes go as one array per column, unnested by PostgreSQL: a
 * statement of the same text and parameter count whatever the batch's size, built in a fraction
 * of the time a multi-row VALUES list takes.
 */
function columns<R>(rows: R[], pick: (row: R) => string | number | Date | null | undefined) {
  return sql.param(
    rows.map((row) => {
      const value = pick(row);
      return value instanceof Date ? value.toISOString() : (value ?? null);
    }),
  );
}

function insertPageViews(rows: PageViewRow[]): SQL {
  const c = <T extends keyof PageViewRow>(name: T) => columns(rows, (row) => row[name] as never);
  return sql`
    insert into page_views (session_id, visitor_id, user_id, path, title, referrer, occurred_at)
    select * from unnest(${c('sessionId')}::text[], ${c('visitorId')}::text[], ${c('userId')}::uuid[],
      ${c('path')}::text[], ${c('title')}::text[], ${c('referrer')}::text[], ${c('occurredAt')}::timestamptz[])`;
}

/**
 * Starts each session's visit or counts into it (one row per session, see `mergeVisits`). A
 * session keeps the first place and device it showed, and the first traffic source other than
 * direct: an event sent before the first page view must not hide where the visitor came from.
 */
function upsertVisits(rows: VisitRow[]): SQL {
  const c = <T extends keyof VisitRow>(name: T) => columns(rows, (row) => row[name] as never);
  const fromExcluded = (name: string) =>
    sql.raw(
      `case when v.source_type = 'direct' and excluded.source_type <> 'direct' then excluded.${name} else v.${name} end`,
    );
  return sql`
    insert into visits as v (session_id, visitor_id, user_id, email, started_at, last_seen_at,
      landing_path, referrer, source, medium, campaign, source_type, device_type, browser, os,
      country, city, page_views, hits)
    select * from unnest(${c('sessionId')}::text[], ${c('visitorId')}::text[], ${c('userId')}::uuid[],
      ${c('email')}::text[], ${c('startedAt')}::timestamptz[], ${c('lastSeenAt')}::timestamptz[],
      ${c('landingPath')}::text[], ${c('referrer')}::text[], ${c('source')}::text[],
      ${c('medium')}::text[], ${c('campaign')}::text[], ${c('sourceType')}::text[],
      ${c('deviceType')}::text[], ${c('browser')}::text[], ${c('os')}::text[], ${c('country')}::text[],
      ${c('city')}::text[], ${c('pageViews')}::integer[], ${c('hits')}::integer[])
    on conflict (session_id) do update set
      last_seen_at = greatest(v.last_seen_at, excluded.last_seen_at),
      user_id = coalesce(excluded.user_id, v.user_id),
      email = coalesce(excluded.email, v.email),
      landing_path = coalesce(v.landing_path, excluded.landing_path),
      source = ${fromExcluded('source')},
      medium = ${fromExcluded('medium')},
      campaign = ${fromExcluded('campaign')},
      referrer = ${fromExcluded('referrer')},
      source_type = ${fromExcluded('source_type')},
      device_type = coalesce(v.device_type, excluded.device_type),
      browser = coalesce(v.browser, excluded.browser),
      os = coalesce(v.os, excluded.os),
      page_views = v.page_views + excluded.page_views,
      hits = v.hits + excluded.hits`;
}
