import {
  IDEMPOTENCY_KEY_HEADER,
  placeOrderAnswerSchema,
  userOrdersAnswerSchema,
  type Order,
  type PlaceOrderRequest,
} from '@shop/contracts';
import { apiRequest } from './api-client';
import { checkContract } from './contract-check';
import { queryOptions } from './query-cache';

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
