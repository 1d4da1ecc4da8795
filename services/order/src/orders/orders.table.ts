import type {
  DisplayCurrencyCode,
  StockReservationLine,
  DeliveryAddress,
  OrderItem,
  OrderStatus,
  PaymentMethod,
  orderStatusChangeSchema,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { perUsdColumn } from '../currency-rates/currency-rates.table';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type StatusChange = z.infer<typeof orderStatusChangeSchema>;

/**
 * One order as placed: its lines keep the catalogue's name, price and picture of the moment, so
 * a later change in the catalogue never rewrites what a customer bought. `version` counts the
 * order's changes (placed = 1), carried by every event so projections can order them.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    /** What the catalog holds for the order (made-to-measure pieces take none), as priced. */
    stockLines: jsonb('stock_lines').$type<StockReservationLine[]>().notNull().default([]),
    hasMadeToMeasure: boolean('has_made_to_measure').notNull().default(false),
    subtotal: money('subtotal').notNull(),
    deliveryFee: money('delivery_fee').notNull(),
    amount: money('amount').notNull(),
    address: jsonb('address').$type<DeliveryAddress>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paid: boolean('paid').notNull().default(false),
    status: text('status').$type<OrderStatus>().notNull().default('Order Placed'),
    /** False while a PayPal order waits for its capture: not yet placed for the shop. */
    placed: boolean('placed').notNull().default(true),
    statusHistory: jsonb('status_history').$type<StatusChange[]>().notNull().default([]),
    /**
     * When the goods first left the house (the order reached Shipped, Out for delivery or
     * Delivered). Kept whatever status follows: ending the order then puts nothing back on sale.
     */
    shippedAt: timestamptz('shipped_at'),
    paypalOrderId: text('paypal_order_id').unique('orders_paypal_order_id_unique'),
    paypalCaptureId: text('paypal_capture_id'),
    /**
     * Set when a PayPal capture begins, until it is settled (paid, or the order cancelled): the
     * stock may be held and money may be on its way, so the buyer cannot cancel meanwhile and
     * the payment reconciliation asks PayPal about it if it stays unsettled.
     */
    captureStartedAt: timestamptz('capture_started_at'),
    /** The provider's refund of the money taken for an order that ended Cancelled or Refunded. */
    refundId: text('refund_id'),
    refundedAt: timestamptz('refunded_at'),
    /**
     * The currency its buyer saw it in, that currency's units per US dollar and their day when
     * it was placed (null on orders placed before: shown in US dollars). The amounts above stay
     * US dollars, as charged.
     */
    displayCurrency: text('display_currency').$type<DisplayCurrencyCode>(),
    displayPerUsd: perUsdColumn('display_per_usd'),
    displayRateDate: date('display_rate_date', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    placedAt: timestamptz('placed_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_id_placed_at_idx').on(t.userId, t.placedAt),
    index('orders_placed_at_idx').on(t.placedAt),
    index('orders_status_idx').on(t.status),
    // The payment reconciliation looks for captures left unsettled and refunds not yet made.
    index('orders_capture_started_at_idx')
      .on(t.captureStartedAt)
      .where(sql`${t.captureStartedAt} is not null and not ${t.paid}`),
    index('orders_refund_due_idx')
      .on(t.updatedAt)
      .where(sql`${t.paid} and ${t.refundId} is null and ${t.status} in ('Cancelled', 'Refunded')`),
    check('orders_amount_check', sql`${t.amount} >= 0 and ${t.subtotal} >= 0`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

/**
 * A checkout attempt's key (the `Idempotency-Key` header) per customer: a digest of what was
 * asked and, once placed, its order. The row is claimed before anything else is done, so of two
 * requests carrying one key only one places an order; the other waits for it and answers the
 * same order. A claim whose attempt failed is deleted, so the shopper can try again; one whose
 * attempt died with its process (never placed, never deleted) may be claimed again once
 * `createdAt` is older than the claim's lifetime.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the attempt that claimed the key is placing its order. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
