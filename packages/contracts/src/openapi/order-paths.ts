import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  adminOrderListAnswerSchema,
  adminOrderListQuerySchema,
  idempotencyKeySchema,
  orderStatusUpdateAnswerSchema,
  orderStatusUpdateRequestSchema,
  placeOrderAnswerSchema,
  placeOrderRequestSchema,
  userOrdersAnswerSchema,
} from '../order-api';
import {
  paypalCaptureAnswerSchema,
  paypalConfigAnswerSchema,
  paypalCreateAnswerSchema,
  paypalCreateRequestSchema,
  paypalOrderRefSchema,
  paypalSaveAnswerSchema,
  paypalSaveRequestSchema,
} from '../paypal-api';
import { currencyRatesAnswerSchema } from '../currency-rates-api';
import { CURRENCY_RATES_PATH } from '../display-currencies';
import { IDEMPOTENCY_KEY_HEADER } from '../order-pricing';
import { answer, operation } from './operation';

const orders = ['Orders'];
const paypal = ['PayPal'];

const userOrders = operation({
  tags: orders,
  summary: "The signed-in customer's orders, newest first",
  access: 'signedIn',
  success: { 200: answer(userOrdersAnswerSchema) },
});

/** Order: placing orders, PayPal checkout, the back office's order list. */
export const orderPaths: ZodOpenApiPathsObject = {
  [CURRENCY_RATES_PATH]: {
    get: operation({
      tags: ['Currency'],
      summary: "The display currencies' rates per US dollar, each with its day",
      access: 'public',
      success: { 200: answer(currencyRatesAnswerSchema) },
    }),
  },
  '/api/order/place': {
    post: operation({
      tags: orders,
      summary: 'Place a cash-on-delivery order',
      description:
        'Stock is reserved and the total checked against the prices of the moment; a repeated attempt with the same Idempotency-Key finds the order placed (200).',
      access: 'signedIn',
      headers: z.object({
        [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema
          .optional()
          .meta({ description: 'One key per checkout attempt (the storefront sends a UUID).' }),
      }),
      body: placeOrderRequestSchema,
      success: {
        201: answer(placeOrderAnswerSchema, 'Placed.'),
        200: answer(placeOrderAnswerSchema, 'Placed by an earlier attempt with the same key.'),
      },
      refusals: [409, 422],
    }),
  },
  '/api/order/userorders': { get: userOrders, post: userOrders },
  '/api/order/list': {
    get: operation({
      tags: orders,
      summary: 'Every order, filtered and paged',
      access: 'admin',
      query: adminOrderListQuerySchema,
      success: { 200: answer(adminOrderListAnswerSchema) },
    }),
  },
  '/api/order/status': {
    post: operation({
      tags: orders,
      summary: "Change an order's status",
      access: 'admin',
      body: orderStatusUpdateRequestSchema,
      success: { 200: answer(orderStatusUpdateAnswerSchema) },
      refusals: [404, 409],
    }),
  },
  '/api/order/paypal/config': {
    get: operation({
      tags: paypal,
      summary: 'What the PayPal button needs: client id and currency',
      access: 'public',
      success: { 200: answer(paypalConfigAnswerSchema) },
    }),
  },
  '/api/order/paypal/create': {
    post: operation({
      tags: paypal,
      summary: 'Create a PayPal order for the cart',
      access: 'signedIn',
      body: paypalCreateRequestSchema,
      success: { 201: answer(paypalCreateAnswerSchema, 'Created at PayPal.') },
      refusals: [409, 422, 502],
    }),
  },
  '/api/order/paypal/save': {
    post: operation({
      tags: paypal,
      summary: 'Save the shop order of an approved PayPal order, awaiting payment',
      access: 'signedIn',
      body: paypalSaveRequestSchema,
      success: { 200: answer(paypalSaveAnswerSchema) },
      refusals: [409, 422],
    }),
  },
  '/api/order/paypal/capture': {
    post: operation({
      tags: paypal,
      summary: 'Capture the payment of a saved PayPal order',
      description: '`orderId` is PayPal’s order id.',
      access: 'signedIn',
      body: paypalOrderRefSchema,
      success: { 200: answer(paypalCaptureAnswerSchema, 'Paid.') },
      refusals: [402, 404, 409, 422, 502],
    }),
  },
  '/api/order/paypal/cancel': {
    post: operation({
      tags: paypal,
      summary: 'Cancel a saved PayPal order that awaits payment',
      description: '`orderId` is PayPal’s order id.',
      access: 'signedIn',
      body: paypalOrderRefSchema,
      success: { 200: answer(paypalCaptureAnswerSchema, 'Cancelled.') },
      refusals: [404, 409],
    }),
  },
};
