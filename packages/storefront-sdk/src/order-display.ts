import type { Order, OrderStatus } from '@shop/contracts';

/**
 * Storefront and admin spec §4: cash on delivery reads Pending until paid; other methods Paid
 * or Failed. The shopper's orders page and the back office show it alike.
 */
export function paymentDisplay(order: Pick<Order, 'paymentMethod' | 'payment'>): string {
  if (order.payment) return 'Paid';
  return order.paymentMethod === 'COD' ? 'Pending' : 'Failed';
}

/** §4 status colours; Confirmed and Out for delivery take their neighbours'. */
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
