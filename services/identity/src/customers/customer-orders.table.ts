import type { OrderStatus } from '@shop/contracts';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Each customer's orders as the order events told them, for the customers screen. Keyed by order
 * id without a reference to users: an order of a user identity does not know yet is kept.
 * A row exists from the first event of its order, whichever that is; it counts as an order once
 * order.placed has given its date (a PayPal order cancelled before capture never does).
 */
export const customerOrders = pgTable(
  'customer_orders',
  {
    orderId: uuid('order_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** The order's version whose status is kept; 0 while no event has told the status. */
    statusVersion: integer('status_version').notNull(),
    paid: boolean('paid').notNull().default(false),
    /** Moved to Delivered at least once: cash on delivery is paid at the door, and stays paid. */
    delivered: boolean('delivered').notNull().default(false),
    /** When order.placed happened; null until it arrives. */
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('customer_orders_user_id_idx').on(t.userId, t.placedAt)],
);

export type CustomerOrderRow = typeof customerOrders.$inferSelect;
