import { ORDER_MESSAGES, type OrderStatus } from '@shop/contracts';
import type { OrderRow } from './orders.table';

/** Statuses after the goods left the house: from the first, they are out of stock for good. */
export const SHIPPED_STATUSES: readonly OrderStatus[] = [
  'Shipped',
  'Out for delivery',
  'Delivered',
];

/** Statuses that end an order: the sale is undone, and nothing moves the order again. */
export const ENDING_STATUSES: readonly OrderStatus[] = ['Cancelled', 'Refunded'];

/** What a change of status does besides recording it. */
export interface TransitionEffects {
  /** The sale is undone: order.cancelled tells the other services. */
  undoesSale: boolean;
  /** The order's stock goes back on the shelf. */
  restock: boolean;
  /** The money taken online goes back through the payment provider. */
  refund: boolean;
}

export type Transition = { refusal: string } | { effects: TransitionEffects };

/** What the transition table reads of an order. */
type OrderSoFar = Pick<OrderRow, 'status' | 'paid' | 'shippedAt'>;

/**
 * The order lifecycle's one table (docs/architecture.md, "One order lifecycle"). The admin may
 * pick any of the eight statuses; an order that ended (Cancelled, Refunded) stays ended; ending
 * one undoes the sale, restocks it unless it ever shipped and refunds what was paid online.
 */
export function transition(order: OrderSoFar, to: OrderStatus): Transition {
  if (ENDING_STATUSES.includes(order.status)) return { refusal: ORDER_MESSAGES.cancelledIsFinal };
  const ends = ENDING_STATUSES.includes(to);
  return {
    effects: {
      undoesSale: ends,
      restock: ends && restocks(order),
      refund: ends && order.paid,
    },
  };
}

/**
 * Whether ending the order puts its goods back on the shelf: only if they never left the house.
 * Moving a shipped order back to an earlier status does not bring them back.
 */
function restocks(order: Pick<OrderRow, 'shippedAt'>): boolean {
  return order.shippedAt === null;
}

/** When the order's goods leave the house, if moving it to `to` is their first time. */
export function shippedAt(order: Pick<OrderRow, 'shippedAt'>, to: OrderStatus): Date | undefined {
  return order.shippedAt === null && SHIPPED_STATUSES.includes(to) ? new Date() : undefined;
}

/**
 * How an ended order's sale was undone: whether its goods went back on the shelf (they never
 * shipped), as order.cancelled said. Null for an order that has not ended.
 */
export function undoneSale(order: Pick<OrderRow, 'status' | 'shippedAt'>): {
  restock: boolean;
} | null {
  if (!ENDING_STATUSES.includes(order.status)) return null;
  return { restock: restocks(order) };
}
