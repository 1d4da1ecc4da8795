import type { ReactNode } from 'react';
import { Button, FilterInput, FilterToolbar } from '@shop/ui';
import { usePausedSearch } from '../hooks/use-paused-search';

interface Props<F extends { search: string }> {
  /** The search box's label and its placeholder. */
  label: string;
  placeholder: string;
  filters: F;
  /** What Clear Filters goes back to. */
  noFilters: F;
  onChange: (filters: F) => void;
  /** The list's other filters, between the search box and Clear Filters. */
  children: ReactNode;
}

/** An admin list's filters asked of the server: a search box (asked as typing pauses), the
 * list's own filters, and Clear Filters. */
export function SearchFilterToolbar<F extends { search: string }>({
  label,
  placeholder,
  filters,
  noFilters,
  onChange,
  children,
}: Props<F>) {
  const [search, setSearch] = usePausedSearch(filters, onChange);
  return (
    <FilterToolbar>
      <FilterInput
        label={label}
        placeholder={placeholder}
        value={search}
        onChange={setSearch}
        wide
      />
      {children}
      <Button
        variant="secondary"
        onClick={() => {
          setSearch('');
          onChange(noFilters);
        }}
      >
        Clear Filters
      </Button>
    </FilterToolbar>
  );
}
