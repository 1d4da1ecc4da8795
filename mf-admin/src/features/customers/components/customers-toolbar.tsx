import { useState } from 'react';
import type { CustomerSortField } from '@shop/contracts';
import { Button, FilterInput, FilterSelect, FilterToolbar } from '@shop/ui';
import styles from './customers.module.css';

/** Admin spec §2: the sort choices the screen offers. */
const SORT_OPTIONS: ReadonlyArray<{ value: CustomerSortField; label: string }> = [
  { value: 'createdAt', label: 'Registration Date' },
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
];

interface Props {
  sortBy: CustomerSortField;
  sortOrder: 'asc' | 'desc';
  onSearch: (search: string) => void;
  onSortChange: (sortBy: CustomerSortField, sortOrder: 'asc' | 'desc') => void;
}

/** The search runs on Enter or Search; the sort applies as soon as it is chosen. */
export function CustomersToolbar({ sortBy, sortOrder, onSearch, onSortChange }: Props) {
  const [search, setSearch] = useState('');
  return (
    <FilterToolbar>
      <form
        className={styles.search}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(search.trim());
        }}
      >
        <FilterInput
          label="Search"
          placeholder="Search by name or email..."
          value={search}
          onChange={setSearch}
        />
        <Button type="submit">Search</Button>
      </form>
      <div className={styles.sort}>
        <FilterSelect
          label="Sort by"
          value={sortBy}
          options={SORT_OPTIONS}
          onChange={(field) => onSortChange(field as CustomerSortField, sortOrder)}
        />
        <Button
          variant="secondary"
          title="Toggle the sort order"
          onClick={() => onSortChange(sortBy, sortOrder === 'asc' ? 'desc' : 'asc')}
        >
          <span aria-hidden="true">{sortOrder === 'asc' ? '↑' : '↓'}</span>
          {sortOrder === 'asc' ? 'Ascending' : 'Descending'}
        </Button>
      </div>
    </FilterToolbar>
  );
}
