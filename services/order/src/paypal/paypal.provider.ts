import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { ORDER_MESSAGES } from '@shop/contracts';
import type { OrderRow } from '../orders/orders.table';
import type { PaymentProvider, PaymentState } from '../orders/payment-provider';
import { PAYPAL_API, PayPalRefusal, PayPalUnavailable, type PayPalPort } from './paypal-port';

/** Capturing or refunding one of our orders always carries these ids, so PayPal does it once. */
export const captureRequestId = (orderId: string) => `capture-${orderId}`;
export const refundRequestId = (orderId: string) => `refund-${orderId}`;

/** PayPal's order statuses, as a payment state. */
function stateOf(status: string): PaymentState {
  if (status === 'APPROVED') return { state: 'approved' };
  if (status === 'VOIDED') return { state: 'refused', declined: false };
  return { state: 'awaiting-approval' };
}

/**
 * PayPal through its Orders v2 API: the order's PayPal order is looked up, captured with one
 * request id per order, and its capture refunded with one request id per order. A timeout or
 * a 5xx is an unknown state, never a failure, so the caller asks again instead of charging twice.
 */
@Injectable()
export class PayPalProvider implements PaymentProvider {
  readonly method = 'PayPal' as const;
  readonly paysOnline = true;

  constructor(@Inject(PAYPAL_API) private readonly paypal: PayPalPort | null) {}

  async check(order: OrderRow): Promise<PaymentState> {
    try {
      const found = await this.api().getOrder(this.paypalOrderOf(order));
      if (found.capture?.status === 'COMPLETED')
        return { state: 'captured', captureId: found.capture.id, amount: moneyOf(found.capture) };
      if (found.capture) return { state: 'refused', declined: found.capture.status === 'DECLINED' };
      return stateOf(found.status);
    } catch (error) {
      return this.failed(error);
    }
  }

  async capture(order: OrderRow): Promise<PaymentState> {
    try {
      const captured = await this.api().captureOrder(
        this.paypalOrderOf(order),
        captureRequestId(order.id),
      );
      if (captured.captureStatus === 'COMPLETED' && captured.captureId)
        return {
          state: 'captured',
          captureId: captured.captureId,
          amount: captured.amount
            ? { currency: captured.amount.currency_code, value: captured.amount.value }
            : null,
        };
      if (captured.captureStatus === 'PENDING')
        return { state: 'unknown', reason: 'PayPal holds the capture as pending' };
      return { state: 'refused', declined: true };
    } catch (error) {
      // Captured by an earlier attempt whose answer was lost: what PayPal holds says which.
      if (error instanceof PayPalRefusal && error.issue === 'ORDER_ALREADY_CAPTURED')
        return this.check(order);
      return this.failed(error);
    }
  }

  async refund(order: OrderRow): Promise<string> {
    if (!order.paypalCaptureId) throw new Error(`order ${order.id} has no PayPal capture`);
    const refund = await this.api().refundCapture(order.paypalCaptureId, refundRequestId(order.id));
    return refund.id;
  }

  private failed(error: unknown): PaymentState {
    if (error instanceof ServiceUnavailableException) throw error;
    if (error instanceof PayPalRefusal) {
      if (error.issue === 'ORDER_NOT_APPROVED') return { state: 'awaiting-approval' };
      return {
        state: 'refused',
        declined: error.issue === 'INSTRUMENT_DECLINED',
      };
    }
    if (error instanceof PayPalUnavailable) return { state: 'unknown', reason: error.message };
    return { state: 'unknown', reason: (error as Error).message };
  }

  private paypalOrderOf(order: OrderRow): string {
    if (!order.paypalOrderId) throw new Error(`order ${order.id} has no PayPal order`);
    return order.paypalOrderId;
  }

  private api(): PayPalPort {
    if (!this.paypal) throw new ServiceUnavailableException(ORDER_MESSAGES.paymentUnavailable);
    return this.paypal;
  }
}

function moneyOf(capture: { amount: { currency_code: string; value: string } | null }) {
  return capture.amount
    ? { currency: capture.amount.currency_code, value: capture.amount.value }
    : null;
}
