import type { Order } from '@shop/contracts';

// Payment display and status colours are shared with the back office.
export { paymentDisplay, STATUS_TONE } from '@shop/storefront-sdk';

/** docs/product/cart-and-checkout.md#order-status-and-payment-display: payment method labels. */
export function paymentMethodLabel(method: Order['paymentMethod']): string {
  return method === 'COD' ? 'Cash on Delivery' : method;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const orderDate = (iso: string) => dateFormat.format(new Date(iso));
export const changeTime = (iso: string) => timeFormat.format(new Date(iso));
