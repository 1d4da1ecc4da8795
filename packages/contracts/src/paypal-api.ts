import { z } from 'zod';
import { displayCurrencySchema } from './currency-rates-api';
import {
  amountSchema,
  cartLinesSchema,
  deliveryAddressSchema,
  orderSchema,
  placeOrderAnswerSchema,
} from './order-api';

// The HTTP bodies of the order service's PayPal checkout
// (docs/product/cart-and-checkout.md#paypal).

/** POST /api/order/paypal/create: the PayPal order is built on the server from catalogue prices. */
export const paypalCreateRequestSchema = z.object({
  items: cartLinesSchema,
  /** Optional: when given it must match the server's total, like a placed order's. */
  amount: amountSchema.optional(),
});
export const paypalCreateAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    /** PayPal's order id, which the button approves. */
    id: z.string(),
    status: z.string(),
    /** Where the buyer approves the payment (PayPal's `approve` link); the stand-in's page locally. */
    approveUrl: z.string().nullable(),
  }),
});
export type PayPalOrder = z.infer<typeof paypalCreateAnswerSchema>['data'];

/**
 * GET /api/order/paypal/config: how the storefront shows the PayPal button. With a client id it
 * loads PayPal's own SDK; without one the order service talks to the local stand-in and the
 * storefront draws a button of the same look that opens the stand-in's approval page.
 */
export const paypalConfigAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    clientId: z.string().nullable(),
    standIn: z.boolean(),
    currency: z.literal('USD'),
  }),
});
export type PayPalConfig = z.infer<typeof paypalConfigAnswerSchema>['data'];

/** POST /api/order/paypal/save: records the pending order and holds its stock. */
export const paypalSaveRequestSchema = z.object({
  items: cartLinesSchema,
  amount: amountSchema,
  address: deliveryAddressSchema,
  paypalOrderId: z.string().trim().min(1, 'paypalOrderId is required').max(64),
  /** As a cash on delivery order's (POST /api/order/place). */
  displayCurrency: displayCurrencySchema.optional(),
});
export const paypalSaveAnswerSchema = placeOrderAnswerSchema;

/** POST /api/order/paypal/capture and /cancel, `orderId` being PayPal's: each answers the order. */
export const paypalOrderRefSchema = z.object({
  orderId: z.string().trim().min(1, 'orderId is required').max(64),
});
export const paypalCaptureAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
});
export const paypalCancelAnswerSchema = paypalCaptureAnswerSchema;
