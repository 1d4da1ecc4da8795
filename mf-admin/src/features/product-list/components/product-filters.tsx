import { useEffect, useState } from 'react';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES, PRODUCT_SUBCATEGORIES } from '@shop/contracts';
import { Button, FilterSearch, FilterToolbar } from '@shop/ui';
import { FilterKeySelects, type FilterKeyChoice } from '../../shared/components/filter-key-select';
import { NO_FILTERS, type ProductFilters as Filters } from '../api/admin-products-api';

/** Typing pauses this long before the list is asked again. */
const SEARCH_PAUSE_MS = 300;

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

const SELECTS: ReadonlyArray<FilterKeyChoice<'category' | 'subcategory' | 'status'>> = [
  { name: 'category', label: 'Category', anyLabel: 'All Categories', options: PRODUCT_CATEGORIES },
  {
    name: 'subcategory',
    label: 'Subcategory',
    anyLabel: 'All Subcategories',
    options: PRODUCT_SUBCATEGORIES,
  },
  { name: 'status', label: 'Status', anyLabel: 'All Statuses', options: PRODUCT_STATUSES },
];

/** Admin spec §2: search text, category, subcategory, status, and Clear Filters. */
export function ProductFilters({ filters, onChange }: Props) {
  const [search, setSearch] = useState(filters.search);

  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange({ ...filters, search }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);

  return (
    <FilterToolbar>
      <FilterSearch
        label="Search products"
        placeholder="Search products..."
        value={search}
        onChange={setSearch}
        wide
      />
      <FilterKeySelects filters={filters} selects={SELECTS} onChange={onChange} />
      <Button
        variant="secondary"
        onClick={() => {
          setSearch('');
          onChange(NO_FILTERS);
        }}
      >
        Clear Filters
      </Button>
    </FilterToolbar>
  );
}
