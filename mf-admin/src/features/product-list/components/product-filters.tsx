import { useEffect, useState } from 'react';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES, PRODUCT_SUBCATEGORIES } from '@shop/contracts';
import { Button, FilterSearch, FilterSelect, FilterToolbar } from '@shop/ui';
import { NO_FILTERS, type ProductFilters as Filters } from '../api/admin-products-api';

/** Typing pauses this long before the list is asked again. */
const SEARCH_PAUSE_MS = 300;

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

const CHOICES = [
  ['category', 'Category', 'All Categories', PRODUCT_CATEGORIES],
  ['subcategory', 'Subcategory', 'All Subcategories', PRODUCT_SUBCATEGORIES],
  ['status', 'Status', 'All Statuses', PRODUCT_STATUSES],
] as const;

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
      {CHOICES.map(([key, label, all, options]) => (
        <FilterSelect
          key={key}
          label={label}
          value={filters[key]}
          options={options}
          anyLabel={all}
          onChange={(value) => onChange({ ...filters, [key]: value })}
        />
      ))}
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
