import { productListQueryOptions, useQuery } from '@shop/storefront-sdk';

/** The products the home page shows off: featured ones, hero pictures, category pictures. */
export const getShowcaseProductsQueryOptions = () => productListQueryOptions();

export function useShowcaseProducts() {
  return useQuery(getShowcaseProductsQueryOptions());
}
