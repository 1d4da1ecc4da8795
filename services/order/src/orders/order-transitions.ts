import { ORDER_MESSAGES, type OrderStatus } from '@shop/contracts';

/** Statuses after the goods left the house: cancelling then puts nothing back on the shelf. */
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

/**
 * The order lifecycle's one table (docs/architecture.md, "One order lifecycle"). The admin may
 * pick any of the eight statuses; an order that ended (Cancelled, Refunded) stays ended; ending
 * one undoes the sale, restocks it unless it had shipped and refunds what was paid online.
 */
export function transition(from: OrderStatus, to: OrderStatus, paid: boolean): Transition {
  if (ENDING_STATUSES.includes(from)) return { refusal: ORDER_MESSAGES.cancelledIsFinal };
  const ends = ENDING_STATUSES.includes(to);
  return {
    effects: {
      undoesSale: ends,
      restock: ends && !SHIPPED_STATUSES.includes(from),
      refund: ends && paid,
    },
  };
}

/**
 * How an ended order's sale was undone, read from its history: whether its goods went back on
 * the shelf (they had not shipped). Null for an order that has not ended.
 */
export function undoneSale(order: {
  status: OrderStatus;
  statusHistory: ReadonlyArray<{ from: OrderStatus | null; to: OrderStatus }>;
}): { restock: boolean } | null {
  if (!ENDING_STATUSES.includes(order.status)) return null;
  const ending = order.statusHistory.findLast((change) => ENDING_STATUSES.includes(change.to));
  return { restock: !ending?.from || !SHIPPED_STATUSES.includes(ending.from) };
}
