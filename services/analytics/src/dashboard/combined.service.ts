import { Injectable } from '@nestjs/common';
import type { CombinedAnswer } from '@shop/contracts';
import { VisitRollups } from '../rollups/visit-rollups';
import { InjectDatabase, type Database } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import { orders } from '../orders/orders.table';
import { countedWithin } from '../orders/revenue';
import { visitDays, visitorReturns, type RollupDimension } from '../rollups/visit-rollups.table';
import { visits } from '../tracking/visits.table';
import { previousPeriod, type Period } from './analytics-dates';
import { at, count, day, rowsOf } from '../db/rows';

/** Rows of the traffic sources and of the places. */
const LIST_ROWS = 100;

const startedWithin = ({ start, end }: Period) =>
  sql`s.started_at >= ${at(start)} and s.started_at < ${at(end)}`;
const daysWithin = (dimension: RollupDimension, { start, end }: Period) =>
  sql`dimension = ${dimension} and day >= ${day(start)} and day < ${day(end)}`;
/** A visitor counts once in a period: on its first day there, the one with no day before it. */
const returnsWithin = (dimension: RollupDimension, period: Period) =>
  sql`${daysWithin(dimension, period)} and previous_day < ${day(period.start)}`;

type Row = Record<string, unknown>;

/**
 * The period's figures of docs/product/admin.md#analytics-dashboard. A session counts in the period
 * it started in. A transaction is an order placed in the period and not cancelled (since); revenue
 * is the revenue rule's (`revenue.ts`: orders paid in the period, refunds deducted; USD). Visitors, sessions and page views come from the visit rollups, caught up
 * with the visits before they are read (`VisitRollups`); the conversions join the period's
 * signed-in sessions to orders.
 */
@Injectable()
export class CombinedService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly rollups: VisitRollups,
  ) {}

  async combined(period: Period): Promise<CombinedAnswer['data']> {
    await this.rollups.catchUp();
    const [current, previous, conversions, trafficSources, geographic] = await Promise.all([
      this.figures(period),
      this.figures(previousPeriod(period)),
      this.conversions(period),
      this.trafficSources(period),
      this.geographic(period),
    ]);
    return {
      period: { start: period.start.toISOString(), end: period.end.toISOString() },
      overview: { ...current, previous },
      conversions: {
        ...conversions,
        conversionRate:
          current.sessions === 0
            ? 0
            : Math.round((conversions.transactions / current.sessions) * 10_000) / 100,
      },
      trafficSources,
      geographic,
    };
  }

  private async figures(period: Period) {
    const result = await this.db.execute(sql`
      select
        (select coalesce(sum(visitors), 0) from ${visitorReturns}
          where ${returnsWithin('all', period)}) as users,
        coalesce(sum(${visitDays.sessions}), 0) as sessions,
        coalesce(sum(${visitDays.pageViews}), 0) as page_views
      from ${visitDays} where ${daysWithin('all', period)}`);
    const [row] = rowsOf<Row>(result);
    return {
      totalUsers: count(row?.users),
      sessions: count(row?.sessions),
      pageViews: count(row?.page_views),
    };
  }

  /** Transactions: orders placed in the period, not cancelled; revenue: the revenue rule's. */
  private async conversions({ start, end }: Period) {
    const result = await this.db.execute(sql`
      select
        count(*) filter (where o.placed_at >= ${at(start)} and o.placed_at < ${at(end)}
          and o.cancelled_at is null) as transactions,
        coalesce(sum(o.amount) filter (where ${countedWithin(start, end)}), 0) as revenue
      from ${orders} as o`);
    const [row] = rowsOf<Row>(result);
    return { transactions: count(row?.transactions), revenue: count(row?.revenue) };
  }

  /** A conversion: an order the session's user placed after the session began, in the period. */
  private async trafficSources(period: Period) {
    const result = await this.db.execute(sql`
      with per_source as (
        select key_a as source, key_b as medium, sum(sessions) as sessions
        from ${visitDays} where ${daysWithin('source', period)} group by 1, 2
      ), seen as (
        select key_a as source, key_b as medium, sum(visitors) as users
        from ${visitorReturns} where ${returnsWithin('source', period)} group by 1, 2
      ), converted as (
        select s.source, s.medium, count(distinct o.order_id) as conversions
        from ${visits} as s
          join ${orders} as o on o.user_id = s.user_id and o.placed_at >= s.started_at
            and o.placed_at < ${at(period.end)} and o.cancelled_at is null
        where ${startedWithin(period)} and s.user_id is not null
        group by 1, 2
      )
      select source, medium, coalesce(users, 0) as users, sessions,
        coalesce(conversions, 0) as conversions
      from per_source left join seen using (source, medium) left join converted using (source, medium)
      order by sessions desc, source, medium
      limit ${LIST_ROWS}`);
    return rowsOf<Row>(result).map((row) => ({
      source: String(row.source),
      medium: String(row.medium),
      users: count(row.users),
      sessions: count(row.sessions),
      conversions: count(row.conversions),
    }));
  }

  private async geographic(period: Period) {
    const result = await this.db.execute(sql`
      select key_a as country, key_b as city, sum(visitors) as users
      from ${visitorReturns} where ${returnsWithin('place', period)}
      group by 1, 2 order by users desc, country, city
      limit ${LIST_ROWS}`);
    return rowsOf<Row>(result).map((row) => ({
      country: String(row.country),
      city: String(row.city),
      users: count(row.users),
    }));
  }
}
