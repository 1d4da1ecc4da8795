import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { queryOptions } from './query-cache';

/** Spec §8: a reply without a product list. */
export const INVALID_PRODUCT_LIST = 'Invalid response format';

interface ProductListEnvelope {
  success: boolean;
  data?: unknown;
  message?: string;
}

/**
 * GET /api/product, the whole active catalogue. The shell's menu and every catalogue page read
 * it through one query key, so the shared cache makes one request for all of them.
 */
export async function fetchProductList<T>(): Promise<T[]> {
  const body = await apiRequest<ProductListEnvelope>('/api/product');
  if (!Array.isArray(body.data)) {
    throw new ApiError(body.message || INVALID_PRODUCT_LIST, 200, 'format', body);
  }
  return body.data as T[];
}

export const PRODUCT_LIST_QUERY_KEY = ['products'] as const;

export const productListQueryOptions = <T>() =>
  queryOptions({ queryKey: PRODUCT_LIST_QUERY_KEY, queryFn: () => fetchProductList<T>() });
