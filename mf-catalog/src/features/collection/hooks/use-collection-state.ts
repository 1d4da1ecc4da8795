import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EMPTY_FILTERS,
  paramsFromView,
  viewFromParams,
  type CollectionFilters,
  type CollectionView,
} from '../utils/collection-filters';
import type { SortKey } from '../utils/sort-products';

const SEARCH_FLAG = 'search';
/** Typing in the search or price boxes reaches the URL (and the catalogue) after this pause. */
export const TYPING_PAUSE_MS = 350;

type TypedField = 'search' | 'minPrice' | 'maxPrice';
const TYPED_FIELDS: readonly TypedField[] = ['search', 'minPrice', 'maxPrice'];
const isTypedOnly = (patch: Partial<CollectionFilters>) =>
  Object.keys(patch).every((key) => TYPED_FIELDS.includes(key as TypedField));

/**
 * The shopper's view of the collection lives in the URL: filters, query, price bounds, sort and
 * page, so a link reproduces it and Back and Forward step through the choices made. A choice
 * (a filter, the sort, a page) is a new history entry; typing replaces the current one once the
 * shopper pauses, so Back does not replay every keystroke. The search bar shows while ?search=1.
 */
export function useCollectionState() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const searchOpen = params.get(SEARCH_FLAG) === '1' || params.get(SEARCH_FLAG) === 'true';
  const [typed, setTyped] = useState<Partial<Pick<CollectionFilters, TypedField>>>({});
  const latest = useRef({ view, searchOpen, typed });
  useLayoutEffect(() => {
    latest.current = { view, searchOpen, typed };
  });

  const go = (next: CollectionView, { replace = false, open = searchOpen } = {}) => {
    setParams(paramsFromView(next, open ? { [SEARCH_FLAG]: '1' } : {}), { replace });
  };

  // What was typed reaches the URL after a pause.
  useEffect(() => {
    if (Object.keys(typed).length === 0) return;
    const timer = setTimeout(() => {
      const current = latest.current;
      go(
        { ...current.view, filters: { ...current.view.filters, ...current.typed }, page: 1 },
        { replace: true },
      );
      setTyped({});
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `go` reads the latest state
  }, [typed]);

  /** What the inputs show: the URL's filters with what is being typed on top. */
  const filters: CollectionFilters = { ...view.filters, ...typed };

  const updateFilters = (patch: Partial<CollectionFilters>) => {
    if (isTypedOnly(patch)) {
      setTyped((current) => ({ ...current, ...patch }));
      return;
    }
    go({ ...view, filters: { ...filters, ...patch }, page: 1 });
    setTyped({});
  };

  const changeSort = (sort: SortKey) => go({ ...view, filters: view.filters, sort, page: 1 });
  const setPage = (page: number) => go({ ...view, page });
  const openSearch = () => go(view, { replace: true, open: true });
  const closeSearch = () => {
    setTyped({});
    go(
      { ...view, filters: { ...view.filters, search: '' }, page: 1 },
      { replace: true, open: false },
    );
  };
  /** Drops every filter, including those that came with the link, but keeps the search bar open. */
  const clearAll = () => {
    setTyped({});
    go({ filters: EMPTY_FILTERS, sort: view.sort, page: 1 });
  };

  return {
    /** What the inputs show (typing included). */
    filters,
    /** What the catalogue is asked for: the URL's view. */
    view,
    updateFilters,
    sort: view.sort,
    changeSort,
    page: view.page,
    setPage,
    searchOpen,
    openSearch,
    closeSearch,
    clearAll,
  };
}
