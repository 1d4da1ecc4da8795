import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EMPTY_FILTERS,
  filtersFromParams,
  type CollectionFilters,
} from '../utils/collection-filters';
import type { SortKey } from '../utils/sort-products';

const SEARCH_FLAG = 'search';

/**
 * The shopper's choices on the collection page. Filters start from the URL's category and
 * subcategory (the page is remounted when those change); the search bar shows while ?search=1.
 */
export function useCollectionState() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<CollectionFilters>(() => filtersFromParams(params));
  const [sort, setSort] = useState<SortKey>('relevant');
  const [page, setPage] = useState(1);
  const searchOpen = params.get(SEARCH_FLAG) === '1' || params.get(SEARCH_FLAG) === 'true';

  const updateFilters = (patch: Partial<CollectionFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  const changeSort = (next: SortKey) => {
    setSort(next);
    setPage(1);
  };

  const openSearch = () => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(SEARCH_FLAG, '1');
        return next;
      },
      { replace: true },
    );
  };

  const closeSearch = () => {
    updateFilters({ search: '' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SEARCH_FLAG);
        next.delete('q');
        return next;
      },
      { replace: true },
    );
  };

  /** Drops every filter, including those that came with the link, but keeps the search bar open. */
  const clearAll = () => {
    setFilters(EMPTY_FILTERS);
    setPage(1);
    setParams(searchOpen ? { [SEARCH_FLAG]: '1' } : {}, { replace: true });
  };

  return {
    filters,
    updateFilters,
    sort,
    changeSort,
    page,
    setPage,
    searchOpen,
    openSearch,
    closeSearch,
    clearAll,
  };
}
