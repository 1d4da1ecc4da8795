import { z } from 'zod';

/** Every status an order can have; a missing status reads as the first. */
export const ORDER_STATUSES = [
  'Order Placed',
  'Processing',
  'Confirmed',
  'Shipped',
  'Out for delivery',
  'Delivered',
  'Cancelled',
  'Refunded',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const PAYMENT_METHODS = ['COD', 'PayPal', 'Stripe', 'Razorpay'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
/**
 * The methods the shop takes today: cash on delivery and PayPal; the others exist in order data
 * only (docs/product/cart-and-checkout.md#checkout).
 */
export const ACCEPTED_PAYMENT_METHODS = ['COD', 'PayPal'] as const;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** An amount of money in the shop's currency (USD), never negative. */
export const moneySchema = z.number().nonnegative().finite();
