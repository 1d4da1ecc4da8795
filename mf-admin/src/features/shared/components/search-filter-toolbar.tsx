import type { ReactNode } from 'react';
import { Button, FilterInput, FilterToolbar } from '@shop/ui';
import { usePausedSearch } from '../hooks/use-paused-search';
import styles from './search-filter-toolbar.module.css';

interface Props<F extends { search: string }> {
  /** The search box's label and its placeholder. */
  label: string;
  placeholder: string;
  filters: F;
  /** What Clear Filters goes back to; a list without it has no Clear Filters. */
  noFilters?: F;
  /** The search runs on Enter or this button, instead of as typing pauses. */
  searchButton?: string;
  onChange: (filters: F) => void;
  /** The list's other filters, between the search box and Clear Filters. */
  children: ReactNode;
}

/** An admin list's filters asked of the server: a search box (asked as typing pauses, or on
 * Enter and its button), the list's own filters, and Clear Filters. */
export function SearchFilterToolbar<F extends { search: string }>({
  label,
  placeholder,
  filters,
  noFilters,
  searchButton,
  onChange,
  children,
}: Props<F>) {
  const [search, setSearch] = usePausedSearch(filters, onChange, { askOnPause: !searchButton });
  const box = (
    <FilterInput
      label={label}
      placeholder={placeholder}
      value={search}
      onChange={setSearch}
      wide={!searchButton}
    />
  );
  return (
    <FilterToolbar>
      {searchButton ? (
        <form
          className={styles.search}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ ...filters, search: search.trim() });
          }}
        >
          {box}
          <Button type="submit">{searchButton}</Button>
        </form>
      ) : (
        box
      )}
      {children}
      {noFilters && (
        <Button
          variant="secondary"
          onClick={() => {
            setSearch('');
            onChange(noFilters);
          }}
        >
          Clear Filters
        </Button>
      )}
    </FilterToolbar>
  );
}
