import {
  ADMIN_ORDER_PAGE_SIZE,
  type AdminOrderListAnswer,
  type MeasurementRecord,
  type Order,
  type OrderStatus,
  type PaymentMethod,
} from '@shop/contracts';
import { devContracts, isApiError, queryOptions } from '@shop/storefront-sdk';
import { adminRequest } from '../../shared/api/admin-request';

export interface OrderFilters {
  status: OrderStatus | '';
  paymentMethod: PaymentMethod | '';
  /** An order number, or part of the customer's name or e-mail. */
  search: string;
  /** Placed from and to these days (YYYY-MM-DD), both included. */
  from: string;
  to: string;
}

export type OrderPage = Pick<AdminOrderListAnswer, 'orders' | 'pagination'>;

export const ADMIN_ORDERS_QUERY_KEY = ['admin', 'orders'] as const;

/** GET /api/order/list: one page of every customer's orders, newest first. */
export async function fetchAdminOrders(page: number, filters: OrderFilters): Promise<OrderPage> {
  const answer = await adminRequest(devContracts?.adminOrderListAnswerSchema, '/api/order/list', {
    query: { page, limit: ADMIN_ORDER_PAGE_SIZE, ...filters },
  });
  return { orders: answer.orders, pagination: answer.pagination };
}

export const adminOrdersQueryOptions = (page: number, filters: OrderFilters) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_QUERY_KEY, page, filters],
    queryFn: () => fetchAdminOrders(page, filters),
    // Customers order all the time: always asked again when the screen shows.
    staleTime: 0,
  });

/** POST /api/order/status: the order as it now stands. */
export async function updateOrderStatus(orderId: string, status: OrderStatus): Promise<Order> {
  const answer = await adminRequest(
    devContracts?.orderStatusUpdateAnswerSchema,
    '/api/order/status',
    { method: 'POST', body: { orderId, status } },
  );
  return answer.order;
}

/** GET /api/measurements/{userId}: the customer's saved record, or null when there is none. */
export async function fetchCustomerMeasurements(userId: string): Promise<MeasurementRecord | null> {
  try {
    const answer = await adminRequest(
      devContracts?.measurementResponseSchema,
      `/api/measurements/${encodeURIComponent(userId)}`,
    );
    return answer.data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
