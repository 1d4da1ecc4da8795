import { useEffect, useState } from 'react';

/** Typing pauses this long before the list is asked again. */
const SEARCH_PAUSE_MS = 300;

/**
 * The search box's words of an admin list's filters: shown as typed, handed to `onChange` once
 * typing pauses.
 */
export function usePausedSearch<F extends { search: string }>(
  filters: F,
  onChange: (filters: F) => void,
): [string, (search: string) => void] {
  const [search, setSearch] = useState(filters.search);
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange({ ...filters, search }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);
  return [search, setSearch];
}
