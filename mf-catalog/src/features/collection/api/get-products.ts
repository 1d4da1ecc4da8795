import { apiRequest, queryOptions, useQuery } from '@shop/storefront-sdk';
import type { CatalogProduct } from '../../../lib/catalog-product';
import {
  PRODUCTS_QUERY_KEY,
  readProductList,
  type ProductListEnvelope,
} from '../../../lib/product-list';

export function getProducts(): Promise<CatalogProduct[]> {
  return apiRequest<ProductListEnvelope>('/api/product').then(readProductList);
}

export const getProductsQueryOptions = () =>
  queryOptions({ queryKey: PRODUCTS_QUERY_KEY, queryFn: getProducts });

export function useProducts() {
  return useQuery(getProductsQueryOptions());
}
