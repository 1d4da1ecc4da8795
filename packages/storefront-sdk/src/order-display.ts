import type { Order, OrderStatus } from '@shop/contracts';

/**
 * docs/product/cart-and-checkout.md#order-status-and-payment-display: cash on delivery reads
 * Pending until paid; other methods Paid or Failed. The shopper's orders page and the back office
 * show it alike.
 */
export function paymentDisplay(order: Pick<Order, 'paymentMethod' | 'payment'>): string {
  if (order.payment) return 'Paid';
  return order.paymentMethod === 'COD' ? 'Pending' : 'Failed';
}

/**
 * Status colours (docs/product/cart-and-checkout.md#order-status-and-payment-display); Confirmed
 * and Out for delivery take their neighbours'.
 */
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
