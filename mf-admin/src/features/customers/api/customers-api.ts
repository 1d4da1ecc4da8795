import {
  CUSTOMER_PAGE_SIZE,
  type CustomerDetailAnswer,
  type CustomerListAnswer,
  type CustomerListQuery,
  type CustomerStats,
} from '@shop/contracts';
import { devContracts, queryOptions } from '@shop/storefront-sdk';
import { adminRequest } from '../../shared/api/admin-request';

/**
 * What the screen chooses of the list query; the page size is fixed
 * (docs/product/admin.md#customer-management).
 */
export type CustomerListParams = Omit<CustomerListQuery, 'limit'>;
export type CustomerPage = CustomerListAnswer['data'];
export type CustomerDetail = CustomerDetailAnswer['data'];

/** GET /api/customers/list. */
export async function fetchCustomers(params: CustomerListParams): Promise<CustomerPage> {
  const answer = await adminRequest(devContracts?.customerListAnswerSchema, '/api/customers/list', {
    query: { ...params, limit: CUSTOMER_PAGE_SIZE },
  });
  return answer.data;
}

export const customersQueryOptions = (params: CustomerListParams) =>
  queryOptions({
    queryKey: ['admin', 'customers', 'list', params],
    queryFn: () => fetchCustomers(params),
    staleTime: 0,
  });

/** GET /api/customers/stats. */
export async function fetchCustomerStats(): Promise<CustomerStats> {
  const answer = await adminRequest(
    devContracts?.customerStatsAnswerSchema,
    '/api/customers/stats',
  );
  return answer.data;
}

export const customerStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'customers', 'stats'],
    queryFn: fetchCustomerStats,
    staleTime: 0,
  });

/** GET /api/customers/{id}: the customer, their purchase figures and orders, newest first. */
export async function fetchCustomerDetail(customerId: string): Promise<CustomerDetail> {
  const answer = await adminRequest(
    devContracts?.customerDetailAnswerSchema,
    `/api/customers/${encodeURIComponent(customerId)}`,
  );
  return answer.data;
}
