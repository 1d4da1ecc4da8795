import { productListQueryOptions, useQuery } from '@shop/storefront-sdk';
import type { CatalogProduct } from '../../../lib/catalog-product';

export const getProductsQueryOptions = () => productListQueryOptions<CatalogProduct>();

export function useProducts() {
  return useQuery(getProductsQueryOptions());
}
