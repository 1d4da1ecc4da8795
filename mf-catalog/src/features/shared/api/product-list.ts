import { getApiBase, isApiError } from '@shop/storefront-sdk';
import { PRODUCT_LIST_MESSAGES } from '../../../messages';

export const productQueryKey = (id: string) => ['product', id] as const;

/**
 * docs/product/api-and-errors.md#loading-products: what the shopper reads when the products
 * cannot be loaded.
 */
export function productListErrorMessage(error: unknown): string {
  if (!isApiError(error)) return PRODUCT_LIST_MESSAGES.failed;
  if (error.kind === 'network') {
    const address =
      getApiBase() || (typeof window !== 'undefined' ? window.location.origin : 'the server');
    return PRODUCT_LIST_MESSAGES.cannotConnect(address);
  }
  if (error.status === 404) return PRODUCT_LIST_MESSAGES.endpointNotFound;
  if (error.status >= 500) return PRODUCT_LIST_MESSAGES.serverError;
  if (error.kind === 'format') return error.serverMessage ?? PRODUCT_LIST_MESSAGES.invalidFormat;
  return error.serverMessage ?? PRODUCT_LIST_MESSAGES.failed;
}
