import type { Order, OrderStatus } from '@shop/contracts';

/** Admin spec §4: cash on delivery reads Pending until paid; otherwise Paid or Failed. */
export function paymentDisplay(order: Pick<Order, 'paymentMethod' | 'payment'>): string {
  if (order.payment) return 'Paid';
  return order.paymentMethod === 'COD' ? 'Pending' : 'Failed';
}

/** Admin spec §4 status colours; Confirmed and Out for delivery take their neighbours'. */
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
