import { MEASUREMENT_CATEGORIES, MEASUREMENT_SUBCATEGORIES } from '@shop/contracts';
import { FilterSearch, FilterSelect, FilterToolbar } from '@shop/ui';
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
      <FilterSelect
        label="Category"
        value={filters.category}
        options={MEASUREMENT_CATEGORIES}
        anyLabel="All"
        onChange={(category) =>
          onFiltersChange({ ...filters, category: category as Filters['category'] })
        }
      />
      <FilterSelect
        label="Subcategory"
        value={filters.subcategory}
        options={MEASUREMENT_SUBCATEGORIES}
        anyLabel="All"
        onChange={(subcategory) =>
          onFiltersChange({ ...filters, subcategory: subcategory as Filters['subcategory'] })
        }
      />
    </FilterToolbar>
  );
}
