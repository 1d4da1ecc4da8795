import { productListResponseSchema, type Product, type ProductListResponse } from '@shop/contracts';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { checkContract } from './contract-check';
import { queryOptions } from './query-cache';

/** Spec §8: a reply without a product list. */
export const INVALID_PRODUCT_LIST = 'Invalid response format';

/**
 * GET /api/product, the whole active catalogue. The shell's menu and every catalogue page read
 * it through one query key, so the shared cache makes one request for all of them.
 */
export async function fetchProductList(): Promise<Product[]> {
  const body = await apiRequest<Partial<ProductListResponse>>('/api/product');
  if (!Array.isArray(body.data)) {
    throw new ApiError(body.message || INVALID_PRODUCT_LIST, 200, 'format', body);
  }
  if (process.env.NODE_ENV !== 'production') {
    checkContract(productListResponseSchema, body, INVALID_PRODUCT_LIST);
  }
  return body.data;
}

export const PRODUCT_LIST_QUERY_KEY = ['products'] as const;

export const productListQueryOptions = () =>
  queryOptions({ queryKey: PRODUCT_LIST_QUERY_KEY, queryFn: fetchProductList });
