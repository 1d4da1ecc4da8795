import { MEASUREMENT_CATEGORIES, MEASUREMENT_SUBCATEGORIES } from '@shop/contracts';
import { FilterInput, FilterToolbar } from '@shop/ui';
import { FilterKeySelects, type FilterKeyChoice } from '../../shared/components/filter-key-select';
import type { MeasurementFilters as Filters } from '../api/measurements-api';

const SELECTS: ReadonlyArray<FilterKeyChoice<keyof Filters>> = [
  { label: 'Category', name: 'category', options: MEASUREMENT_CATEGORIES, anyLabel: 'All' },
  {
    label: 'Subcategory',
    name: 'subcategory',
    options: MEASUREMENT_SUBCATEGORIES,
    anyLabel: 'All',
  },
];

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
      <FilterInput
        label="Search"
        placeholder="Search by name or email..."
        value={search}
        onChange={onSearchChange}
      />
      <FilterKeySelects filters={filters} selects={SELECTS} onChange={onFiltersChange} />
    </FilterToolbar>
  );
}
