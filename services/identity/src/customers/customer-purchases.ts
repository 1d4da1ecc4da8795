import type { CustomerPurchaseStats } from '@shop/contracts';
import type { DbOrTx } from '@shop/service-kit';
import { isNotNull, sql } from 'drizzle-orm';
import { customerOrders } from './customer-orders.table';

/** Orders that make a customer an active buyer. */
export const ACTIVE_BUYER_ORDERS = 1;
/** Orders that make a customer a returning one. */
export const RETURNING_ORDERS = 2;

const o = customerOrders;
/**
 * The revenue rule (docs/product/admin.md#revenue): paid (PayPal's capture) or delivered once
 * (cash on delivery is paid at the door), refunds deducted (neither Cancelled nor Refunded).
 */
const spent = sql`(${o.paid} or ${o.delivered}) and ${o.status} not in ('Cancelled', 'Refunded')`;

/**
 * Each user's purchase figures as the contracts define them (customers-api.ts), one row per user
 * with a placed order: a subquery to join to users.
 */
export function purchasesByUser(db: DbOrTx) {
  return db
    .select({
      userId: o.userId,
      totalOrders: sql<number>`count(*)::int`.as('total_orders'),
      completedOrders: sql<number>`(count(*) filter (where ${o.status} = 'Delivered'))::int`.as(
        'completed_orders',
      ),
      cancelledOrders: sql<number>`(count(*) filter (where ${o.status} = 'Cancelled'))::int`.as(
        'cancelled_orders',
      ),
      // Summed as numeric, so cents add up exactly, then read as a number.
      totalSpent: sql<number>`coalesce(sum(${o.amount}) filter (where ${spent}), 0)::float8`.as(
        'total_spent',
      ),
    })
    .from(o)
    .where(isNotNull(o.placedAt))
    .groupBy(o.userId)
    .as('purchases');
}

type Purchases = ReturnType<typeof purchasesByUser>;

/** The figures of a user joined to `purchases`: zeros for one who has ordered nothing. */
export function purchaseFigures(purchases: Purchases) {
  return {
    totalOrders: sql<number>`coalesce(${purchases.totalOrders}, 0)`,
    completedOrders: sql<number>`coalesce(${purchases.completedOrders}, 0)`,
    cancelledOrders: sql<number>`coalesce(${purchases.cancelledOrders}, 0)`,
    totalSpent: sql<number>`coalesce(${purchases.totalSpent}, 0)`,
  } satisfies Record<keyof CustomerPurchaseStats, unknown>;
}
