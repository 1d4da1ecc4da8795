import { ACCEPTED_PAYMENT_METHODS, ORDER_STATUSES } from '@shop/contracts';
import { Button, FilterToolbar } from '@shop/ui';
import { FilterKeySelects, type FilterKeyChoice } from '../../shared/components/filter-key-select';
import type { OrderFilters as Filters } from '../api/orders-api';

export const NO_ORDER_FILTERS: Filters = { status: '', paymentMethod: '' };

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
    <FilterToolbar>
      <FilterKeySelects filters={filters} selects={SELECTS} onChange={onChange} />
      <Button variant="secondary" onClick={() => onChange(NO_ORDER_FILTERS)}>
        Clear Filters
      </Button>
    </FilterToolbar>
  );
}
