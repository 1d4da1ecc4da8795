import { useEffect, useState } from 'react';

/** Typing pauses this long before the list is asked again. */
const SEARCH_PAUSE_MS = 300;

/**
 * The search box's words of an admin list's filters: shown as typed, handed to `onChange` once
 * typing pauses; with `askOnPause` false the caller hands them on itself (on Enter, say).
 */
export function usePausedSearch<F extends { search: string }>(
  filters: F,
  onChange: (filters: F) => void,
  { askOnPause = true } = {},
): [string, (search: string) => void] {
  const [search, setSearch] = useState(filters.search);
  useEffect(() => {
    if (!askOnPause || search === filters.search) return;
    const timer = setTimeout(() => onChange({ ...filters, search }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [askOnPause, search, filters, onChange]);
  return [search, setSearch];
}
