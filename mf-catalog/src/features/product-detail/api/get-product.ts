import type { Product } from '@shop/contracts';
import {
  ApiError,
  apiRequest,
  devContracts,
  isApiError,
  queryOptions,
  useQuery,
} from '@shop/storefront-sdk';
import { productQueryKey } from '../../shared/api/product-list';
import { PRODUCT_MESSAGES } from '../../../messages';

export async function getProduct(id: string): Promise<Product> {
  const body = await apiRequest(
    devContracts?.productResponseSchema,
    `/api/product/${encodeURIComponent(id)}`,
  );
  // Unchecked in production: an answer without its product reads as not found.
  if (!body.data || typeof body.data !== 'object') {
    throw new ApiError(body.message || PRODUCT_MESSAGES.notFound, 404, 'http', body);
  }
  return body.data;
}

export const getProductQueryOptions = (id: string) =>
  queryOptions({ queryKey: productQueryKey(id), queryFn: () => getProduct(id) });

export function useProduct(id: string) {
  return useQuery({ ...getProductQueryOptions(id), enabled: id !== '' });
}

/** docs/product/storefront-pages.md#product-page: a missing product reads 'Product not found'. */
export function isProductMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * docs/product/storefront-pages.md#product-page: the page shows 'Product not found' or 'Failed to
 * load product' with the server's message. A missing product (unknown or malformed id) is explained
 * in a shopper's words instead of the server's ('Invalid product id').
 */
export function productErrorMessage(error: unknown): string {
  if (isProductMissing(error)) return PRODUCT_MESSAGES.missingExplained;
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return PRODUCT_MESSAGES.loadFailed;
}
