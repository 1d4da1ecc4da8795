import { ORDER_STATUSES, PAYMENT_METHODS } from '@shop/contracts';
import { Button, FilterToolbar } from '@shop/ui';
import { FilterKeySelect } from '../../shared/components/filter-key-select';
import type { OrderFilters as Filters } from '../api/orders-api';

export const NO_ORDER_FILTERS: Filters = { status: '', paymentMethod: '' };

export function OrderFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  return (
    <FilterToolbar>
      <FilterKeySelect
        label="Order Status"
        filters={filters}
        name="status"
        options={ORDER_STATUSES}
        anyLabel="All Statuses"
        onChange={onChange}
      />
      <FilterKeySelect
        label="Payment Method"
        filters={filters}
        name="paymentMethod"
        options={PAYMENT_METHODS}
        anyLabel="All Methods"
        onChange={onChange}
      />
      <Button variant="secondary" onClick={() => onChange(NO_ORDER_FILTERS)}>
        Clear Filters
      </Button>
    </FilterToolbar>
  );
}
