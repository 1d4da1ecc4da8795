import type { Order, OrderStatus } from '@shop/contracts';

/** Storefront §4: cash on delivery is Pending until delivered; otherwise paid or not. */
export function paymentDisplay(order: Pick<Order, 'paymentMethod' | 'payment'>): string {
  if (order.paymentMethod === 'COD') return order.payment ? 'Paid' : 'Pending';
  return order.payment ? 'Paid' : 'Failed';
}

/** Storefront §4 payment method labels. */
export function paymentMethodLabel(method: Order['paymentMethod']): string {
  return method === 'COD' ? 'Cash on Delivery' : method;
}

/** Storefront §4 status colours (admin-only statuses take their nearest). */
export const STATUS_TONE: Record<
  OrderStatus,
  'blue' | 'yellow' | 'orange' | 'green' | 'red' | 'gray'
> = {
  'Order Placed': 'blue',
  Processing: 'yellow',
  Confirmed: 'yellow',
  Shipped: 'orange',
  'Out for delivery': 'orange',
  Delivered: 'green',
  Cancelled: 'red',
  Refunded: 'gray',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const orderDate = (iso: string) => dateFormat.format(new Date(iso));
export const changeTime = (iso: string) => timeFormat.format(new Date(iso));
