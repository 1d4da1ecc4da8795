import { TextButton } from '@shop/ui';
import {
  isTypeSelected,
  toggleType,
  toggleValue,
  hasActiveFilters,
  type CollectionFilters,
  type FilterGroups,
} from '../utils/collection-filters';
import { FilterGroup } from './filter-group';
import { PriceFilter } from './price-filter';
import styles from './collection-filters-panel.module.css';

export interface CollectionFiltersPanelProps {
  groups: FilterGroups;
  filters: CollectionFilters;
  onChange: (patch: Partial<CollectionFilters>) => void;
  onClear: () => void;
  /** False in the filter sheet, whose own header names it. */
  titled?: boolean;
}

/** The sidebar: category, subcategory, footwear, jackets and outerwear, price. */
export function CollectionFiltersPanel({
  groups,
  filters,
  onChange,
  onClear,
  titled = true,
}: CollectionFiltersPanelProps) {
  const typeGroup = (title: string, options: FilterGroups['footwear']) => (
    <FilterGroup
      title={title}
      options={options}
      isSelected={(label) => isTypeSelected(filters, label)}
      onToggle={(label) => onChange({ types: toggleType(filters, label) })}
    />
  );

  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        {titled && <h2 className={styles.heading}>Filters</h2>}
        {hasActiveFilters(filters) && <TextButton onClick={onClear}>Clear all</TextButton>}
      </div>
      <FilterGroup
        title="Category"
        options={groups.categories}
        isSelected={(label) => filters.categories.includes(label)}
        onToggle={(label) => onChange({ categories: toggleValue(filters.categories, label) })}
      />
      <FilterGroup
        title="Subcategory"
        options={groups.subcategories}
        isSelected={(label) => filters.subcategories.includes(label)}
        onToggle={(label) => onChange({ subcategories: toggleValue(filters.subcategories, label) })}
      />
      {typeGroup('Footwear', groups.footwear)}
      {typeGroup('Jackets and Outerwear', groups.outerwear)}
      {typeGroup('More', groups.other)}
      <PriceFilter min={filters.minPrice} max={filters.maxPrice} onChange={onChange} />
    </div>
  );
}
