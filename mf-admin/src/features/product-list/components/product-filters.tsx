import { PRODUCT_CATEGORIES, PRODUCT_STATUSES, PRODUCT_SUBCATEGORIES } from '@shop/contracts';
import { FilterKeySelects, type FilterKeyChoice } from '../../shared/components/filter-key-select';
import { SearchFilterToolbar } from '../../shared/components/search-filter-toolbar';
import { NO_FILTERS, type ProductFilters as Filters } from '../api/admin-products-api';

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

/**
 * docs/product/admin.md#all-products-list: search text, category, subcategory, status, and Clear
 * Filters.
 */
export function ProductFilters({ filters, onChange }: Props) {
  return (
    <SearchFilterToolbar
      label="Search products"
      placeholder="Search products..."
      filters={filters}
      noFilters={NO_FILTERS}
      onChange={onChange}
    >
      <FilterKeySelects filters={filters} selects={SELECTS} onChange={onChange} />
    </SearchFilterToolbar>
  );
}
