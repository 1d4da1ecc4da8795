import { Injectable } from '@nestjs/common';
import type { CombinedAnswer } from '@shop/contracts';
import { InjectDatabase, type Database } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import { orders } from '../orders/orders.table';
import { visits } from '../tracking/visits.table';
import { previousPeriod, type Period } from './analytics-dates';
import { count, rowsOf } from './rows';

/** Rows of the traffic sources and of the places. */
const LIST_ROWS = 100;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const startedWithin = ({ start, end }: Period) =>
  sql`${visits.startedAt} >= ${at(start)} and ${visits.startedAt} < ${at(end)}`;

type Row = Record<string, unknown>;

/**
 * Admin spec §3 Analytics combined. A session counts in the period it started in. A transaction
 * is an order placed in the period and not cancelled (since); revenue is their amounts (USD).
 */
@Injectable()
export class CombinedService {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async combined(period: Period): Promise<CombinedAnswer['data']> {
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
      select count(distinct ${visits.visitorId}) as users, count(*) as sessions,
        coalesce(sum(${visits.pageViews}), 0) as page_views
      from ${visits} where ${startedWithin(period)}`);
    const [row] = rowsOf<Row>(result);
    return {
      totalUsers: count(row?.users),
      sessions: count(row?.sessions),
      pageViews: count(row?.page_views),
    };
  }

  private async conversions({ start, end }: Period) {
    const result = await this.db.execute(sql`
      select count(*) as transactions, coalesce(sum(${orders.amount}), 0) as revenue
      from ${orders}
      where ${orders.placedAt} >= ${at(start)} and ${orders.placedAt} < ${at(end)}
        and ${orders.cancelledAt} is null`);
    const [row] = rowsOf<Row>(result);
    return { transactions: count(row?.transactions), revenue: count(row?.revenue) };
  }

  /** A conversion: an order the session's user placed after the session began, in the period. */
  private async trafficSources(period: Period) {
    const result = await this.db.execute(sql`
      with sessions as (
        select source, medium, visitor_id, user_id, started_at from ${visits}
        where ${startedWithin(period)}
      ), per_source as (
        select source, medium, count(distinct visitor_id) as users, count(*) as sessions
        from sessions group by 1, 2
      ), converted as (
        select s.source, s.medium, count(distinct o.order_id) as conversions
        from sessions as s
          join ${orders} as o on o.user_id = s.user_id and o.placed_at >= s.started_at
            and o.placed_at < ${at(period.end)} and o.cancelled_at is null
        group by 1, 2
      )
      select source, medium, users, sessions, coalesce(conversions, 0) as conversions
      from per_source left join converted using (source, medium)
      order by sessions desc, source
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
      select ${visits.country} as country, ${visits.city} as city,
        count(distinct ${visits.visitorId}) as users
      from ${visits} where ${startedWithin(period)}
      group by 1, 2 order by users desc, country, city
      limit ${LIST_ROWS}`);
    return rowsOf<Row>(result).map((row) => ({
      country: String(row.country),
      city: String(row.city),
      users: count(row.users),
    }));
  }
}
