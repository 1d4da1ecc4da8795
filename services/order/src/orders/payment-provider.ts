import type { PaymentMethod } from '@shop/contracts';
import type { OrderRow } from './orders.table';

/** Where the money of an order paid online stands at its provider. */
export type PaymentState =
  /** The buyer has not approved the payment (yet). */
  | { state: 'awaiting-approval' }
  /** Approved and not captured: capturing may take the money. */
  | { state: 'approved' }
  | { state: 'captured'; captureId: string; amount: { currency: string; value: string } | null }
  /** Refused for good: the payment will not happen (declined instrument, voided order). */
  | { state: 'refused'; declined: boolean }
  /** Nobody knows yet (a timeout, the provider down): ask again later, never pay twice. */
  | { state: 'unknown'; reason: string };

/**
 * A way of paying. Cash on delivery takes nothing online; PayPal captures before the order is
 * placed. The order lifecycle decides when each is asked; the provider only talks to its payer.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** True when the money is taken online before the order is placed. */
  readonly paysOnline: boolean;
  /** Asks where the order's payment stands, moving no money. */
  check(order: OrderRow): Promise<PaymentState>;
  /** Takes the approved payment, once however often asked. */
  capture(order: OrderRow): Promise<PaymentState>;
  /** Gives the money taken back, once however often asked: the refund's id. */
  refund(order: OrderRow): Promise<string>;
}

export const PAYMENT_PROVIDERS = Symbol('PAYMENT_PROVIDERS');
