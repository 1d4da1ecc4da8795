import { ORDER_STATUSES, PAYMENT_METHODS } from '@shop/contracts';
import { Button, FilterSelect, FilterToolbar } from '@shop/ui';
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
      <FilterSelect
        label="Order Status"
        value={filters.status}
        options={ORDER_STATUSES}
        anyLabel="All Statuses"
        onChange={(status) => onChange({ ...filters, status: status as Filters['status'] })}
      />
      <FilterSelect
        label="Payment Method"
        value={filters.paymentMethod}
        options={PAYMENT_METHODS}
        anyLabel="All Methods"
        onChange={(method) =>
          onChange({ ...filters, paymentMethod: method as Filters['paymentMethod'] })
        }
      />
      <Button variant="secondary" onClick={() => onChange(NO_ORDER_FILTERS)}>
        Clear Filters
      </Button>
    </FilterToolbar>
  );
}
