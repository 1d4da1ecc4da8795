import { ACCEPTED_PAYMENT_METHODS, ORDER_STATUSES } from '@shop/contracts';
import { FilterInput } from '@shop/ui';
import { FilterKeySelects, type FilterKeyChoice } from '../../shared/components/filter-key-select';
import { SearchFilterToolbar } from '../../shared/components/search-filter-toolbar';
import type { OrderFilters as Filters } from '../api/orders-api';

export const NO_ORDER_FILTERS: Filters = {
  status: '',
  paymentMethod: '',
  search: '',
  from: '',
  to: '',
};

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
  return (
    <SearchFilterToolbar
      label="Search orders"
      placeholder="Order number, name or email"
      filters={filters}
      noFilters={NO_ORDER_FILTERS}
      onChange={onChange}
    >
      <FilterKeySelects filters={filters} selects={SELECTS} onChange={onChange} />
      <FilterInput
        label="Placed from"
        type="date"
        value={filters.from}
        onChange={(from) => onChange({ ...filters, from })}
      />
      <FilterInput
        label="Placed to"
        type="date"
        value={filters.to}
        onChange={(to) => onChange({ ...filters, to })}
      />
    </SearchFilterToolbar>
  );
}
