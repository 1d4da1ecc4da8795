import { ACCEPTED_PAYMENT_METHODS, ORDER_STATUSES } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { Button, FilterSearch, FilterToolbar } from '@shop/ui';
import { FilterKeySelects, type FilterKeyChoice } from '../../shared/components/filter-key-select';
import type { OrderFilters as Filters } from '../api/orders-api';

export const NO_ORDER_FILTERS: Filters = {
  status: '',
  paymentMethod: '',
  search: '',
  from: '',
  to: '',
};

/** Typing pauses this long before the server is asked. */
const SEARCH_PAUSE_MS = 300;

const SELECTS: ReadonlyArray<FilterKeyChoice<keyof Filters>> = [
  { label: 'Order Status', name: 'status', options: ORDER_STATUSES, anyLabel: 'All Statuses' },
  {
    label: 'Payment Method',
    name: 'paymentMethod',
    options: ACCEPTED_PAYMENT_METHODS,
    anyLabel: 'All Methods',
  },
];

export function OrderFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange({ ...filters, search }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);

  return (
    <FilterToolbar>
      <FilterSearch
        label="Search orders"
        placeholder="Order number, name or email"
        value={search}
        onChange={setSearch}
        wide
      />
      <FilterKeySelects filters={filters} selects={SELECTS} onChange={onChange} />
      <FilterSearch
        label="Placed from"
        type="date"
        value={filters.from}
        onChange={(from) => onChange({ ...filters, from })}
      />
      <FilterSearch
        label="Placed to"
        type="date"
        value={filters.to}
        onChange={(to) => onChange({ ...filters, to })}
      />
      <Button variant="secondary" onClick={() => onChange(NO_ORDER_FILTERS)}>
        Clear Filters
      </Button>
    </FilterToolbar>
  );
}
