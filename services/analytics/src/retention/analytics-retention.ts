import { Injectable } from '@nestjs/common';
import { ANALYTICS_RETENTION_MONTHS } from '@shop/contracts';
import { InjectDatabase, ScheduledWork, type Database } from '@shop/service-kit';
import { lt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { orderLines, orders } from '../orders/orders.table';
import { logins } from '../sign-ins/logins.table';
import { registrations } from '../sign-ins/registrations.table';
import { activities } from '../tracking/activities.table';
import { ecommerceEvents } from '../tracking/ecommerce-events.table';
import { pageViews } from '../tracking/page-views.table';
import { VisitRollups } from '../rollups/visit-rollups';
import { visits } from '../tracking/visits.table';
import { count, rowsOf } from '../db/rows';

const EVERY_MS = 6 * 60 * 60 * 1000;

const countOf = (result: unknown) => count(rowsOf<{ n: unknown }>(result)[0]?.n);

/** Each table with the moment its rows happened: a row is deleted once that is too old. */
const KEPT: Array<[PgTable, AnyPgColumn]> = [
  [pageViews, pageViews.occurredAt],
  [activities, activities.occurredAt],
  [ecommerceEvents, ecommerceEvents.occurredAt],
  [visits, visits.lastSeenAt],
  [registrations, registrations.registeredAt],
  [logins, logins.loggedInAt],
  [orders, orders.placedAt],
];

/**
 * Deletes analytics records older than ANALYTICS_RETENTION_MONTHS, as the privacy page promises:
 * at start and every six hours. The service answers once the prune at start is done (or after
 * 3 s): what it takes in from then on (a replay of old events, say) is pruned on the schedule, not
 * by a start's prune racing its writer. Replicas may prune at the same moment; a delete is
 * harmless twice.
 */
@Injectable()
export class AnalyticsRetention extends ScheduledWork {
  protected readonly everyMs = EVERY_MS;
  protected readonly runsAtStart = true;
  protected readonly failure = 'could not delete old analytics records';
  protected override readonly startWaitsMs = 3_000;

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly rollups: VisitRollups,
  ) {
    super();
  }

  protected async runOnce(): Promise<undefined> {
    await this.prune();
  }

  /** Deletes what is past the period; answers how many rows went. */
  async prune(): Promise<number> {
    const cutoff = sql`now() - make_interval(months => ${ANALYTICS_RETENTION_MONTHS})`;
    let deleted = 0;
    for (const [table, happenedAt] of KEPT) {
      const result = await this.db.execute(
        sql`with gone as (delete from ${table} where ${lt(happenedAt, cutoff)} returning 1) select count(*)::int as n from gone`,
      );
      deleted += countOf(result);
    }
    // An order's lines go with it.
    deleted += countOf(
      await this.db.execute(
        sql`with gone as (delete from ${orderLines} as l where not exists (select 1 from ${orders} as o where o.order_id = l.order_id) returning 1) select count(*)::int as n from gone`,
      ),
    );
    // The rollups lose what went at once, not at the next read.
    if (deleted > 0) await this.rollups.catchUp();
    if (deleted > 0)
      this.logger.log(
        `deleted ${deleted} analytics records older than ${ANALYTICS_RETENTION_MONTHS} months`,
      );
    return deleted;
  }
}
