import { productListQueryOptions, useQuery } from '@shop/storefront-sdk';

export const getProductsQueryOptions = () => productListQueryOptions();

export function useProducts() {
  return useQuery(getProductsQueryOptions());
}
