import {
  productSearchQueryOptions,
  useQuery,
  useTypedMoney,
  type ProductSearchResult,
} from '@shop/storefront-sdk';
import { useState } from 'react';
import { COLLECTION_PAGE_SIZE } from '../../../constants';
import { searchFor, type CollectionView } from '../utils/collection-filters';

export const getProductsQueryOptions = (view: CollectionView, toUsd?: (amount: number) => number) =>
  productSearchQueryOptions(searchFor(view, COLLECTION_PAGE_SIZE, toUsd));

/**
 * One page of the collection from the catalogue's search. While the next view loads, the last
 * one stays on screen (`stale`), so the grid does not blank out between pages or filters.
 */
export function useCollectionSearch(view: CollectionView) {
  const { toUsd } = useTypedMoney();
  const query = useQuery(getProductsQueryOptions(view, toUsd));
  const [last, setLast] = useState<ProductSearchResult | undefined>(query.data);
  // Remembered during render (React's pattern for keeping a previous value).
  if (query.data && query.data !== last) setLast(query.data);
  const shown = query.data ?? (query.isError ? undefined : last);
  return { ...query, shown, stale: !query.data && shown !== undefined };
}
