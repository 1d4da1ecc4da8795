import {
  CUSTOMER_MESSAGES,
  CUSTOMER_PAGE_SIZE,
  customerDetailAnswerSchema,
  customerListAnswerSchema,
  customerStatsAnswerSchema,
  type CustomerDetailAnswer,
  type CustomerListAnswer,
  type CustomerListQuery,
  type CustomerStats,
} from '@shop/contracts';
import { checkContract, queryOptions } from '@shop/storefront-sdk';
import { adminRequest } from '../../shared/api/admin-request';

/** What the screen chooses of the list query; the page size is the spec's. */
export type CustomerListParams = Omit<CustomerListQuery, 'limit'>;
export type CustomerPage = CustomerListAnswer['data'];
export type CustomerDetail = CustomerDetailAnswer['data'];

/** GET /api/customers/list. */
export async function fetchCustomers(params: CustomerListParams): Promise<CustomerPage> {
  const answer = await adminRequest<CustomerListAnswer>('/api/customers/list', {
    query: { ...params, limit: CUSTOMER_PAGE_SIZE },
  });
  if (process.env.NODE_ENV !== 'production')
    checkContract(customerListAnswerSchema, answer, CUSTOMER_MESSAGES.listFailed);
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
  const answer = await adminRequest<{ data: CustomerStats }>('/api/customers/stats');
  if (process.env.NODE_ENV !== 'production')
    checkContract(customerStatsAnswerSchema, answer, CUSTOMER_MESSAGES.listFailed);
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
  const answer = await adminRequest<CustomerDetailAnswer>(
    `/api/customers/${encodeURIComponent(customerId)}`,
  );
  if (process.env.NODE_ENV !== 'production')
    checkContract(customerDetailAnswerSchema, answer, CUSTOMER_MESSAGES.detailFailed);
  return answer.data;
}
