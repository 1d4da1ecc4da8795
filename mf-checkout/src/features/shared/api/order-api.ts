import {
  IDEMPOTENCY_KEY_HEADER,
  type Order,
  type PayPalConfig,
  type PayPalOrder,
  type PlaceOrderRequest,
} from '@shop/contracts';
import { apiRequest, devContracts, queryOptions } from '@shop/storefront-sdk';

export const USER_ORDERS_QUERY_KEY = ['orders', 'mine'] as const;

/** docs/product/cart-and-checkout.md#checkout and #orders-page. */
export const ORDER_LOAD_FAILED = 'Failed to load orders';
export const ORDER_PLACEMENT_FAILED = 'Order placement failed';

/**
 * POST /api/order/place (cash on delivery). `idempotencyKey` names the checkout attempt: sent
 * again after a lost answer, it gets the same order instead of a second one.
 */
export async function placeOrder(body: PlaceOrderRequest, idempotencyKey: string): Promise<Order> {
  const answer = await apiRequest(devContracts?.placeOrderAnswerSchema, '/api/order/place', {
    method: 'POST',
    auth: 'token',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return answer.order;
}

/** GET /api/order/userorders: the shopper's orders, newest first. */
export async function fetchUserOrders(): Promise<Order[]> {
  const answer = await apiRequest(devContracts?.userOrdersAnswerSchema, '/api/order/userorders', {
    auth: 'token',
  });
  return answer.orders;
}

export const userOrdersQueryOptions = () =>
  queryOptions({ queryKey: [...USER_ORDERS_QUERY_KEY], queryFn: fetchUserOrders, staleTime: 0 });

// PayPal (docs/product/cart-and-checkout.md#paypal). `orderId` of capture and cancel is
// PayPal's.

/** GET /api/order/paypal/config: PayPal's own button (a client id) or the local stand-in's. */
export async function paypalConfig(): Promise<PayPalConfig> {
  const answer = await apiRequest(
    devContracts?.paypalConfigAnswerSchema,
    '/api/order/paypal/config',
  );
  return answer.data;
}

export const paypalConfigQueryOptions = () =>
  queryOptions({ queryKey: ['paypal', 'config'], queryFn: paypalConfig, staleTime: 300_000 });

export const PAYPAL_CREATE_FAILED = 'Failed to create PayPal order';

type CartLines = PlaceOrderRequest['items'];

/** POST /api/order/paypal/create: the PayPal order, priced by the server. */
export async function paypalCreate(items: CartLines, amount: number): Promise<PayPalOrder> {
  const answer = await apiRequest(
    devContracts?.paypalCreateAnswerSchema,
    '/api/order/paypal/create',
    {
      method: 'POST',
      auth: 'token',
      body: { items, amount },
    },
  );
  return answer.data;
}

/** POST /api/order/paypal/save: the pending order, its stock held. */
export async function paypalSave(
  body: PlaceOrderRequest & { paypalOrderId: string },
): Promise<Order> {
  const answer = await apiRequest(devContracts?.paypalSaveAnswerSchema, '/api/order/paypal/save', {
    method: 'POST',
    auth: 'token',
    body,
  });
  return answer.order;
}

/** POST /api/order/paypal/capture: takes the payment once; the order is then placed and paid. */
export async function paypalCapture(paypalOrderId: string): Promise<Order> {
  const answer = await apiRequest(
    devContracts?.paypalCaptureAnswerSchema,
    '/api/order/paypal/capture',
    { method: 'POST', auth: 'token', body: { orderId: paypalOrderId } },
  );
  return answer.order;
}

/**
 * POST /api/order/paypal/cancel: the buyer left PayPal; errors are ignored
 * (docs/product/cart-and-checkout.md#paypal).
 */
export async function paypalCancel(paypalOrderId: string): Promise<void> {
  await apiRequest(devContracts?.paypalCancelAnswerSchema, '/api/order/paypal/cancel', {
    method: 'POST',
    auth: 'token',
    body: { orderId: paypalOrderId },
  }).catch(() => undefined);
}
