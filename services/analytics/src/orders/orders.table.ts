import { index, numeric, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Each order as the order events told it, for the conversions. A row exists from the first
 * event of its order, whichever arrives first; it is a transaction once order.placed has given
 * its date, and stops being one when it is cancelled.
 */
export const orders = pgTable(
  'orders',
  {
    orderId: uuid('order_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    placedAt: at('placed_at'),
    paidAt: at('paid_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    index('orders_placed_at_idx').on(t.placedAt),
    index('orders_user_id_idx').on(t.userId, t.placedAt),
  ],
);
