import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * Each order as the order events told it, for the conversions and the sales. A row exists from
 * the first event of its order, whichever arrives first; it is a transaction once order.placed
 * has given its date, and stops being one when it is cancelled. It counts as paid from the
 * earlier of `paidAt` and `deliveredAt` (docs/product/admin.md#revenue).
 */
export const orders = pgTable(
  'orders',
  {
    orderId: uuid('order_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    amount: money('amount').notNull(),
    placedAt: at('placed_at'),
    paidAt: at('paid_at'),
    /** The first time it was moved to Delivered: cash on delivery is paid at the door. */
    deliveredAt: at('delivered_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    index('orders_placed_at_idx').on(t.placedAt),
    index('orders_user_id_idx').on(t.userId, t.placedAt),
  ],
);

/** The lines order.placed recorded, for the best sellers: name and unit price as charged. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id').notNull(),
    line: integer('line').notNull(),
    productId: uuid('product_id').notNull(),
    name: text('name').notNull(),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.line] })],
);
