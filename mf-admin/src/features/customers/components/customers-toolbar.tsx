import type { CustomerSortField } from '@shop/contracts';
import { Button, FilterSelect } from '@shop/ui';
import { SearchFilterToolbar } from '../../shared/components/search-filter-toolbar';
import type { CustomerListParams } from '../api/customers-api';

/** docs/product/admin.md#customer-management: the sort choices the screen offers. */
const SORT_OPTIONS: ReadonlyArray<{ value: CustomerSortField; label: string }> = [
  { value: 'createdAt', label: 'Registration Date' },
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
];

interface Props {
  params: CustomerListParams;
  /** The new search or sort, from page 1. */
  onChange: (params: CustomerListParams) => void;
}

/** The search runs on Enter or Search; the sort applies as soon as it is chosen. */
export function CustomersToolbar({ params, onChange }: Props) {
  const sort = (sortBy: CustomerSortField, sortOrder: 'asc' | 'desc') =>
    onChange({ ...params, sortBy, sortOrder });
  return (
    <SearchFilterToolbar
      label="Search"
      placeholder="Search by name or email..."
      searchButton="Search"
      filters={params}
      onChange={onChange}
    >
      <FilterSelect
        label="Sort by"
        value={params.sortBy}
        options={SORT_OPTIONS}
        onChange={(field) => sort(field as CustomerSortField, params.sortOrder)}
      />
      <Button
        variant="secondary"
        title="Toggle the sort order"
        onClick={() => sort(params.sortBy, params.sortOrder === 'asc' ? 'desc' : 'asc')}
      >
        <span aria-hidden="true">{params.sortOrder === 'asc' ? '↑' : '↓'}</span>
        {params.sortOrder === 'asc' ? 'Ascending' : 'Descending'}
      </Button>
    </SearchFilterToolbar>
  );
}
