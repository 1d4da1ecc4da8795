import { MEASUREMENT_CATEGORIES, MEASUREMENT_SUBCATEGORIES } from '@shop/contracts';
import { FilterSearch, FilterToolbar } from '@shop/ui';
import { FilterKeySelect } from '../../shared/components/filter-key-select';
import type { MeasurementFilters as Filters } from '../api/measurements-api';

interface Props {
  search: string;
  onSearchChange: (search: string) => void;
  filters: Filters;
  onFiltersChange: (filters: Filters) => void;
}

/** The search runs over the page shown; category and subcategory ask the server again. */
export function MeasurementFilters({ search, onSearchChange, filters, onFiltersChange }: Props) {
  return (
    <FilterToolbar>
      <FilterSearch
        label="Search"
        placeholder="Search by name or email..."
        value={search}
        onChange={onSearchChange}
      />
      <FilterKeySelect
        label="Category"
        filters={filters}
        name="category"
        options={MEASUREMENT_CATEGORIES}
        anyLabel="All"
        onChange={onFiltersChange}
      />
      <FilterKeySelect
        label="Subcategory"
        filters={filters}
        name="subcategory"
        options={MEASUREMENT_SUBCATEGORIES}
        anyLabel="All"
        onChange={onFiltersChange}
      />
    </FilterToolbar>
  );
}
