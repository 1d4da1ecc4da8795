// Apart from the schemas, so that a screen showing an order's payment gets no zod with it.
import type { PaymentMethod } from './order';

/** docs/product/cart-and-checkout.md#order-status-and-payment-display: payment method labels. */
export function paymentMethodLabel(method: PaymentMethod): string {
  return method === 'COD' ? 'Cash on Delivery' : method;
}
