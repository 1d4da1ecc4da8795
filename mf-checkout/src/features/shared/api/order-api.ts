import {
  IDEMPOTENCY_KEY_HEADER,
  paypalConfigAnswerSchema,
  paypalCreateAnswerSchema,
  placeOrderAnswerSchema,
  userOrdersAnswerSchema,
  type Order,
  type PayPalConfig,
  type PlaceOrderRequest,
} from '@shop/contracts';
import { apiRequest, checkContract, queryOptions } from '@shop/storefront-sdk';

export const USER_ORDERS_QUERY_KEY = ['orders', 'mine'] as const;

/** Storefront §8 Orders and Checkout. */
export const ORDER_LOAD_FAILED = 'Failed to load orders';
export const ORDER_PLACEMENT_FAILED = 'Order placement failed';

/**
 * POST /api/order/place (cash on delivery). `idempotencyKey` names the checkout attempt: sent
 * again after a lost answer, it gets the same order instead of a second one.
 */
export async function placeOrder(body: PlaceOrderRequest, idempotencyKey: string): Promise<Order> {
  const answer = await apiRequest<{ order: Order }>('/api/order/place', {
    method: 'POST',
    auth: 'token',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  if (process.env.NODE_ENV !== 'production')
    checkContract(placeOrderAnswerSchema, answer, ORDER_PLACEMENT_FAILED);
  return answer.order;
}

/** GET /api/order/userorders: the shopper's orders, newest first. */
export async function fetchUserOrders(): Promise<Order[]> {
  const answer = await apiRequest<{ orders: Order[] }>('/api/order/userorders', { auth: 'token' });
  if (process.env.NODE_ENV !== 'production')
    checkContract(userOrdersAnswerSchema, answer, ORDER_LOAD_FAILED);
  return answer.orders;
}

export const userOrdersQueryOptions = () =>
  queryOptions({ queryKey: [...USER_ORDERS_QUERY_KEY], queryFn: fetchUserOrders, staleTime: 0 });

// PayPal (storefront §4 PayPal flow, §7 calls). `orderId` of capture and cancel is PayPal's.

/** GET /api/order/paypal/config: PayPal's own button (a client id) or the local stand-in's. */
export async function paypalConfig(): Promise<PayPalConfig> {
  const answer = await apiRequest<{ data: PayPalConfig }>('/api/order/paypal/config');
  if (process.env.NODE_ENV !== 'production')
    checkContract(paypalConfigAnswerSchema, answer, PAYPAL_CREATE_FAILED);
  return answer.data;
}

export const paypalConfigQueryOptions = () =>
  queryOptions({ queryKey: ['paypal', 'config'], queryFn: paypalConfig, staleTime: 300_000 });

export const PAYPAL_CREATE_FAILED = 'Failed to create PayPal order';

type CartLines = PlaceOrderRequest['items'];

/** POST /api/order/paypal/create: the PayPal order, priced by the server. */
export async function paypalCreate(
  items: CartLines,
  amount: number,
): Promise<{ id: string; approveUrl: string | null }> {
  const answer = await apiRequest<{ data: { id: string; approveUrl: string | null } }>(
    '/api/order/paypal/create',
    { method: 'POST', auth: 'token', body: { items, amount } },
  );
  if (process.env.NODE_ENV !== 'production')
    checkContract(paypalCreateAnswerSchema, answer, PAYPAL_CREATE_FAILED);
  return answer.data;
}

/** POST /api/order/paypal/save: the pending order, its stock held. */
export async function paypalSave(
  body: PlaceOrderRequest & { paypalOrderId: string },
): Promise<Order> {
  const answer = await apiRequest<{ order: Order }>('/api/order/paypal/save', {
    method: 'POST',
    auth: 'token',
    body,
  });
  return answer.order;
}

/** POST /api/order/paypal/capture: takes the payment once; the order is then placed and paid. */
export async function paypalCapture(paypalOrderId: string): Promise<Order> {
  const answer = await apiRequest<{ order: Order }>('/api/order/paypal/capture', {
    method: 'POST',
    auth: 'token',
    body: { orderId: paypalOrderId },
  });
  return answer.order;
}

/** POST /api/order/paypal/cancel: the buyer left PayPal; errors are ignored (spec §7). */
export async function paypalCancel(paypalOrderId: string): Promise<void> {
  await apiRequest('/api/order/paypal/cancel', {
    method: 'POST',
    auth: 'token',
    body: { orderId: paypalOrderId },
  }).catch(() => undefined);
}
