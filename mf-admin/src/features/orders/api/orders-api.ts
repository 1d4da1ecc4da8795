import {
  ADMIN_ORDER_PAGE_SIZE,
  adminOrderListAnswerSchema,
  orderStatusUpdateAnswerSchema,
  type MeasurementRecord,
  type MeasurementResponse,
  type Order,
  type OrderStatus,
  type Pagination,
  type PaymentMethod,
} from '@shop/contracts';
import { checkContract, isApiError, queryOptions } from '@shop/storefront-sdk';
import { adminRequest } from '../../shared/api/admin-request';
import { ORDERS_TEXT } from '../utils/orders-messages';

export interface OrderFilters {
  status: OrderStatus | '';
  paymentMethod: PaymentMethod | '';
}

export interface OrderPage {
  orders: Order[];
  pagination: Pagination;
}

export const ADMIN_ORDERS_QUERY_KEY = ['admin', 'orders'] as const;

/** GET /api/order/list: one page of every customer's orders, newest first. */
export async function fetchAdminOrders(page: number, filters: OrderFilters): Promise<OrderPage> {
  const answer = await adminRequest<OrderPage>('/api/order/list', {
    query: { page, limit: ADMIN_ORDER_PAGE_SIZE, ...filters },
  });
  if (process.env.NODE_ENV !== 'production')
    checkContract(adminOrderListAnswerSchema, answer, ORDERS_TEXT.fetchFailed);
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
  const answer = await adminRequest<{ order: Order }>('/api/order/status', {
    method: 'POST',
    body: { orderId, status },
  });
  if (process.env.NODE_ENV !== 'production')
    checkContract(orderStatusUpdateAnswerSchema, answer, ORDERS_TEXT.statusUpdateFailed);
  return answer.order;
}

/** GET /api/measurements/{userId}: the customer's saved record, or null when there is none. */
export async function fetchCustomerMeasurements(userId: string): Promise<MeasurementRecord | null> {
  try {
    const answer = await adminRequest<Partial<MeasurementResponse>>(
      `/api/measurements/${encodeURIComponent(userId)}`,
    );
    return answer.data ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
