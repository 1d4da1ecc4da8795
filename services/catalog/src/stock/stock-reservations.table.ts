import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * held: the stock is taken, until order.placed confirms it or the hold expires;
 * confirmed: the order was placed; released: the hold expired or the order was cancelled before
 * it was placed, and the stock went back; restocked: a placed order was cancelled and its stock
 * went back.
 */
export const RESERVATION_STATES = ['held', 'confirmed', 'released', 'restocked'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/** One product and size of a reservation; lines of the same product and size are merged. */
export interface ReservedLine {
  productId: string;
  size: string | null;
  quantity: number;
}

/** The stock an order holds, one row per order: asking twice reserves once. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    orderId: uuid('order_id').primaryKey(),
    lines: jsonb('lines').$type<ReservedLine[]>().notNull(),
    state: text('state').$type<ReservationState>().notNull().default('held'),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set by order.cancelled, so an order.placed arriving later takes nothing again. */
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The sweeper looks for expired holds only.
    index('stock_reservations_held_expires_at_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'held'`),
    check(
      'stock_reservations_state_check',
      sql`${t.state} in ('held', 'confirmed', 'released', 'restocked')`,
    ),
  ],
);

export type StockReservationRow = typeof stockReservations.$inferSelect;
