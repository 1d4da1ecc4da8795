import { z } from 'zod';
import { moneySchema, orderStatusSchema } from './order';

/**
 * What the reconciliation command asks each service: the order service's orders as they are, and
 * what the catalog, identity and analytics derived from their events, page by page or for given
 * orders; and the repairs (re-announcing orders, releasing stock held for no order).
 */

/** The most orders, reservations or products one question may cover. */
export const MAX_RECONCILE_PAGE = 500;

const orderIdsSchema = z.array(z.uuid()).min(1).max(MAX_RECONCILE_PAGE);

export const reconcilePageRequestSchema = z.object({
  /** The last order id of the previous page; null for the first. */
  after: z.uuid().nullable(),
  limit: z.number().int().min(1).max(MAX_RECONCILE_PAGE),
});

/** One order as the order service holds it: the truth the other services are compared with. */
export const orderStateSchema = z.object({
  orderId: z.uuid(),
  userId: z.uuid(),
  /** False while a PayPal order waits for, or failed, its capture. */
  placed: z.boolean(),
  /** An unplaced order whose capture is under way: it may hold stock. */
  capturing: z.boolean(),
  status: orderStatusSchema,
  paid: z.boolean(),
  amount: moneySchema,
  version: z.number().int().positive(),
  /** Set when order.cancelled was emitted: whether its goods went back on the shelf. */
  cancelled: z.object({ restock: z.boolean() }).nullable(),
  lines: z.array(
    z.object({
      productId: z.uuid(),
      quantity: z.number().int().positive(),
      madeToMeasure: z.boolean(),
    }),
  ),
  updatedAt: z.iso.datetime(),
});
export type OrderState = z.infer<typeof orderStateSchema>;

export const reconcileOrdersAnswerSchema = z.object({
  orders: z.array(orderStateSchema),
  next: z.uuid().nullable(),
});

/**
 * Whether the stock held for an order may go back: the order service does not know the order, or
 * it is not placed and no capture of its payment is under way. Anything else may be paid for.
 */
export function holdMayGoBack(order: OrderState | null): boolean {
  return !order || (!order.placed && !order.capturing);
}

/** One order as it is now, asked for just before its stock goes back. */
export const reconcileOrderRequestSchema = z.object({ orderId: z.uuid() });
export const reconcileOrderAnswerSchema = z.object({ order: orderStateSchema.nullable() });

export const reannounceOrdersRequestSchema = z.object({ orderIds: orderIdsSchema });
export const reannounceOrdersAnswerSchema = z.object({
  /** Orders whose events were written to the outbox again. */
  reannounced: z.array(z.uuid()),
  /** Asked-for ids the order service does not hold. */
  missing: z.array(z.uuid()),
});

export const STOCK_RESERVATION_STATES = ['held', 'confirmed', 'released', 'restocked'] as const;

/** The catalog's stock reservation of one order. */
export const reservationStateSchema = z.object({
  orderId: z.uuid(),
  state: z.enum(STOCK_RESERVATION_STATES),
  cancelled: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type StockReservationState = z.infer<typeof reservationStateSchema>;

/** A page of the catalog's reservations. */
export const reconcileStockAnswerSchema = z.object({
  reservations: z.array(reservationStateSchema),
  next: z.uuid().nullable(),
});

/** The purchase counts of the products asked for, those the catalog holds. */
export const reconcilePurchaseCountsRequestSchema = z.object({
  productIds: z.array(z.uuid()).min(1).max(MAX_RECONCILE_PAGE),
});
export const reconcilePurchaseCountsAnswerSchema = z.object({
  products: z.array(z.object({ productId: z.uuid(), purchaseCount: z.number().int() })),
});

export const repairStockRequestSchema = z.object({
  /**
   * Reservations held for an order that is not placed (or unknown): their stock goes back, unless
   * the reservation changed since `updatedAt`, when it was seen, or the order service, asked again
   * under the reservation's row lock, finds the order placed or its capture under way. A confirmed
   * reservation is never released.
   */
  release: z.array(z.object({ orderId: z.uuid(), updatedAt: z.iso.datetime() })),
});
export const repairStockAnswerSchema = z.object({
  released: z.array(z.uuid()),
});

/** The customer list's row of one order, in identity. */
export const customerOrderStateSchema = z.object({
  orderId: z.uuid(),
  status: orderStatusSchema,
  paid: z.boolean(),
  amount: moneySchema,
  placed: z.boolean(),
});
export type CustomerOrderState = z.infer<typeof customerOrderStateSchema>;

/** The analytics row of one order: which of its dates are known. */
export const analyticsOrderStateSchema = z.object({
  orderId: z.uuid(),
  placed: z.boolean(),
  paid: z.boolean(),
  cancelled: z.boolean(),
});
export type AnalyticsOrderState = z.infer<typeof analyticsOrderStateSchema>;

/** Asked for given orders: the rows of those that have one. */
export const reconcileOrderRowsRequestSchema = z.object({ orderIds: orderIdsSchema });
export const reconcileCustomerOrdersAnswerSchema = z.object({
  orders: z.array(customerOrderStateSchema),
});
export const reconcileAnalyticsOrdersAnswerSchema = z.object({
  orders: z.array(analyticsOrderStateSchema),
});
