import { Injectable } from '@nestjs/common';
import { BEST_SELLERS_LIMIT, roundMoney, type SalesAnswer } from '@shop/contracts';
import { InjectDatabase, type Database } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import { orderLines, orders } from '../orders/orders.table';
import { countedWithin, paidAt, refundedWithin } from '../orders/revenue';
import { VisitRollups } from '../rollups/visit-rollups';
import { visitDays } from '../rollups/visit-rollups.table';
import type { Period } from './analytics-dates';
import { count, day, rowsOf } from '../db/rows';

type Row = Record<string, unknown>;

/** Money summed as numeric reads back as text; cents stay exact until here. */
const usd = (value: unknown) => roundMoney(Number(value ?? 0));

/**
 * The period's sales of docs/product/admin.md#sales-tab, by the revenue rule (`revenue.ts`):
 * revenue and orders by the UTC day they were paid, the best sellers among those orders, the
 * refunds made in the period, and conversion against the period's visits (the visit rollups).
 */
@Injectable()
export class SalesService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly rollups: VisitRollups,
  ) {}

  async sales({ start, end }: Period): Promise<SalesAnswer['data']> {
    await this.rollups.catchUp();
    const [days, bestSellers, refunds, visits] = await Promise.all([
      this.byDay(start, end),
      this.bestSellers(start, end),
      this.refunds(start, end),
      this.visits(start, end),
    ]);
    const revenue = usd(days.reduce((sum, d) => sum + d.revenue, 0));
    const orderCount = days.reduce((sum, d) => sum + d.orders, 0);
    return {
      period: { start: start.toISOString(), end: end.toISOString() },
      currency: 'USD',
      revenue,
      orders: orderCount,
      averageOrderValue: orderCount === 0 ? 0 : usd(revenue / orderCount),
      visits,
      conversionRate: visits === 0 ? 0 : Math.round((orderCount / visits) * 10_000) / 100,
      days,
      bestSellers,
      refunds,
    };
  }

  private async byDay(start: Date, end: Date) {
    const result = await this.db.execute(sql`
      with paid as (
        select (${paidAt} at time zone 'UTC')::date as day, o.amount
        from ${orders} as o where ${countedWithin(start, end)}
      )
      select to_char(d.day, 'YYYY-MM-DD') as date, count(paid.amount) as orders,
        coalesce(sum(paid.amount), 0) as revenue
      from generate_series(${day(start)}, ${day(end)} - 1, interval '1 day') as d(day)
        left join paid on paid.day = d.day
      group by d.day order by d.day`);
    return rowsOf<Row>(result).map((row) => ({
      date: String(row.date),
      orders: count(row.orders),
      revenue: usd(row.revenue),
    }));
  }

  private async bestSellers(start: Date, end: Date) {
    const result = await this.db.execute(sql`
      select l.product_id, (array_agg(l.name order by o.placed_at desc))[1] as name,
        sum(l.quantity) as units, sum(l.unit_price * l.quantity) as revenue
      from ${orders} as o join ${orderLines} as l on l.order_id = o.order_id
      where ${countedWithin(start, end)}
      group by l.product_id
      order by units desc, revenue desc, name
      limit ${BEST_SELLERS_LIMIT}`);
    return rowsOf<Row>(result).map((row) => ({
      productId: String(row.product_id),
      name: String(row.name),
      units: count(row.units),
      revenue: usd(row.revenue),
    }));
  }

  private async refunds(start: Date, end: Date) {
    const result = await this.db.execute(sql`
      select count(*) as count, coalesce(sum(o.amount), 0) as amount
      from ${orders} as o where ${refundedWithin(start, end)}`);
    const [row] = rowsOf<Row>(result);
    return { count: count(row?.count), amount: usd(row?.amount) };
  }

  private async visits(start: Date, end: Date) {
    const result = await this.db.execute(sql`
      select coalesce(sum(${visitDays.sessions}), 0) as sessions from ${visitDays}
      where dimension = 'all' and day >= ${day(start)} and day < ${day(end)}`);
    return count(rowsOf<Row>(result)[0]?.sessions);
  }
}
