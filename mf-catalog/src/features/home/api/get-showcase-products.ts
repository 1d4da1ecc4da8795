import { apiRequest, queryOptions, useQuery } from '@shop/storefront-sdk';
import type { CatalogProduct } from '../../../lib/catalog-product';
import {
  PRODUCTS_QUERY_KEY,
  readProductList,
  type ProductListEnvelope,
} from '../../../lib/product-list';

/** The products the home page shows off: featured ones, hero pictures, category pictures. */
export function getShowcaseProducts(): Promise<CatalogProduct[]> {
  return apiRequest<ProductListEnvelope>('/api/product').then(readProductList);
}

export const getShowcaseProductsQueryOptions = () =>
  queryOptions({ queryKey: PRODUCTS_QUERY_KEY, queryFn: getShowcaseProducts });

export function useShowcaseProducts() {
  return useQuery(getShowcaseProductsQueryOptions());
}
