import { useCallback, useState } from 'react';

export interface Paging {
  /** The page asked for (the answer's own page may still be the previous one's). */
  page: number;
  setPage: (page: number) => void;
}

/** The page and the filters of an admin list: other filters start again at page 1. */
export function useFilteredPages<F>(noFilters: F) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState(noFilters);
  const changeFilters = useCallback((next: F) => {
    setFilters(next);
    setPage(1);
  }, []);
  return { page, setPage, filters, changeFilters };
}
