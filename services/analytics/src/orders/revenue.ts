import { sql, type SQL } from 'drizzle-orm';
import { at } from '../db/rows';

/**
 * The one revenue rule (docs/product/admin.md#revenue), over `orders` aliased `o`. An order counts
 * as paid from the earlier of order.paid (PayPal's capture) and its first move to Delivered
 * (cash on delivery is paid at the door); once paid it stays paid. A paid order cancelled or
 * refunded since is a refund: it leaves the revenue and is counted among the refunds on the day
 * it ended.
 */
export const paidAt = sql.raw('least(o.paid_at, o.delivered_at)');

/** Orders counted as revenue in [start, end): placed, paid in it, not cancelled or refunded. */
export function countedWithin(start: Date, end: Date): SQL {
  return sql`o.placed_at is not null and ${paidAt} >= ${at(start)} and ${paidAt} < ${at(end)}
    and o.cancelled_at is null`;
}

/** Paid orders whose money went back in [start, end). */
export function refundedWithin(start: Date, end: Date): SQL {
  return sql`o.placed_at is not null and ${paidAt} is not null
    and o.cancelled_at >= ${at(start)} and o.cancelled_at < ${at(end)}`;
}
