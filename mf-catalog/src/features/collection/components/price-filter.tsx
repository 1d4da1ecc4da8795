import { useTypedMoney } from '@shop/storefront-sdk';
import { FilterFieldset } from './filter-group';
import styles from './price-filter.module.css';

export interface PriceFilterProps {
  min: string;
  max: string;
  onChange: (range: { minPrice?: string; maxPrice?: string }) => void;
}

/**
 * docs/product/storefront-pages.md#collection: min and max, each optional; a missing max means no
 * upper bound. The bounds are typed in the currency prices are shown in (`searchFor` asks the API
 * in US dollars).
 */
export function PriceFilter({ min, max, onChange }: PriceFilterProps) {
  const { symbol } = useTypedMoney();
  return (
    <FilterFieldset title="Price">
      <div className={styles.range}>
        {bound('Min', 'Minimum price', '0', symbol, min, (value) => onChange({ minPrice: value }))}
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        {bound('Max', 'Maximum price', 'Any', symbol, max, (value) =>
          onChange({ maxPrice: value }),
        )}
      </div>
    </FilterFieldset>
  );
}

function bound(
  caption: string,
  label: string,
  placeholder: string,
  symbol: string,
  value: string,
  onChange: (value: string) => void,
) {
  return (
    <label className={styles.field}>
      <span className={styles.caption}>{caption}</span>
      <span className={styles.input}>
        <span aria-hidden="true">{symbol}</span>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          placeholder={placeholder}
          aria-label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
    </label>
  );
}
