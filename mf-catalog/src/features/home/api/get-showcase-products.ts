import { productListQueryOptions, useQuery } from '@shop/storefront-sdk';
import type { CatalogProduct } from '../../../lib/catalog-product';

/** The products the home page shows off: featured ones, hero pictures, category pictures. */
export const getShowcaseProductsQueryOptions = () => productListQueryOptions<CatalogProduct>();

export function useShowcaseProducts() {
  return useQuery(getShowcaseProductsQueryOptions());
}
