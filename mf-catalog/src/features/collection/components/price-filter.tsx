import styles from './price-filter.module.css';

export interface PriceFilterProps {
  min: string;
  max: string;
  onChange: (range: { minPrice?: string; maxPrice?: string }) => void;
}

/** Spec §2: min and max, each optional; a missing max means no upper bound. */
export function PriceFilter({ min, max, onChange }: PriceFilterProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.title}>Price</legend>
      <div className={styles.range}>
        <label className={styles.field}>
          <span className={styles.caption}>Min</span>
          <span className={styles.input}>
            <span aria-hidden="true">$</span>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              placeholder="0"
              aria-label="Minimum price"
              value={min}
              onChange={(event) => onChange({ minPrice: event.target.value })}
            />
          </span>
        </label>
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        <label className={styles.field}>
          <span className={styles.caption}>Max</span>
          <span className={styles.input}>
            <span aria-hidden="true">$</span>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              placeholder="Any"
              aria-label="Maximum price"
              value={max}
              onChange={(event) => onChange({ maxPrice: event.target.value })}
            />
          </span>
        </label>
      </div>
    </fieldset>
  );
}
