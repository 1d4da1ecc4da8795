import { MEASUREMENT_CATEGORIES, MEASUREMENT_SUBCATEGORIES } from '@shop/contracts';
import controls from '../../components/controls.module.css';
import { SelectFilter } from '../../components/select-filter';
import type { MeasurementFilters as Filters } from './measurements-api';

interface Props {
  search: string;
  onSearchChange: (search: string) => void;
  filters: Filters;
  onFiltersChange: (filters: Filters) => void;
}

/** The search runs over the page shown; category and subcategory ask the server again. */
export function MeasurementFilters({ search, onSearchChange, filters, onFiltersChange }: Props) {
  return (
    <div className={controls.bar}>
      <label className={controls.field}>
        <span className={controls.label}>Search</span>
        <input
          className={controls.control}
          type="search"
          placeholder="Search by name or email..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </label>
      <SelectFilter
        label="Category"
        value={filters.category}
        options={MEASUREMENT_CATEGORIES}
        anyLabel="All"
        onChange={(category) =>
          onFiltersChange({ ...filters, category: category as Filters['category'] })
        }
      />
      <SelectFilter
        label="Subcategory"
        value={filters.subcategory}
        options={MEASUREMENT_SUBCATEGORIES}
        anyLabel="All"
        onChange={(subcategory) =>
          onFiltersChange({ ...filters, subcategory: subcategory as Filters['subcategory'] })
        }
      />
    </div>
  );
}
