import {
  PLACEHOLDER_IMAGE,
  productImageUrls,
  productSearchQueryOptions,
  queryOptions,
  searchProducts,
  useQuery,
} from '@shop/storefront-sdk';
import { FEATURED_PRODUCT_COUNT } from '../../../constants';

/** Featured Products: the first four of the catalogue, newest first. */
export const getFeaturedProductsQueryOptions = () =>
  productSearchQueryOptions({ sortBy: 'newest', limit: FEATURED_PRODUCT_COUNT });

export function useFeaturedProducts() {
  const query = useQuery(getFeaturedProductsQueryOptions());
  return { ...query, data: query.data?.data };
}

/** A picture for each kind the home page shows, asked for together: kind -> image URL. */
export const getPicturesQueryOptions = (kinds: readonly string[]) =>
  queryOptions({
    queryKey: ['products', 'pictures', ...kinds],
    queryFn: async () => {
      const found = await Promise.all(
        kinds.map((kind) =>
          searchProducts({ productType: [kind], sortBy: 'popular', limit: 1 }).catch(
            () => undefined,
          ),
        ),
      );
      return Object.fromEntries(
        kinds.flatMap((kind, i) => {
          const product = found[i]?.data[0];
          const image = product ? productImageUrls(product, { card: true })[0] : undefined;
          return image && image !== PLACEHOLDER_IMAGE ? [[kind, image]] : [];
        }),
      ) as Record<string, string>;
    },
  });

export function useKindPictures(kinds: readonly string[]) {
  return useQuery(getPicturesQueryOptions(kinds)).data ?? {};
}
