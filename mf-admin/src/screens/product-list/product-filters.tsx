import { useEffect, useState } from 'react';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES, PRODUCT_SUBCATEGORIES } from '@shop/contracts';
import { Button } from '@shop/ui';
import { NO_FILTERS, type ProductFilters as Filters } from './admin-products-api';
import styles from './product-list-screen.module.css';

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
    <div className={styles.filters}>
      <input
        className={`${styles.control} ${styles.search}`}
        type="search"
        value={search}
        placeholder="Search products..."
        aria-label="Search products"
        onChange={(event) => setSearch(event.target.value)}
      />
      {CHOICES.map(([key, label, all, options]) => (
        <select
          key={key}
          className={styles.control}
          aria-label={label}
          value={filters[key]}
          onChange={(event) => onChange({ ...filters, [key]: event.target.value })}
        >
          <option value="">{all}</option>
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
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
    </div>
  );
}
