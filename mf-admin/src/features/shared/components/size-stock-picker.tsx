import type { SizeEntry } from '@shop/contracts';
import { cx } from '@shop/ui';
import { stockFrom } from '../utils/product-draft';
import styles from './details.module.css';

interface Props {
  labels: readonly string[];
  sizes: SizeEntry[];
  error?: string;
  onChange: (sizes: SizeEntry[]) => void;
}

/** Spec §4: a size clicked on joins with stock 0 and available; clicked again it leaves. */
export function SizeStockPicker({ labels, sizes, error, onChange }: Props) {
  const entryOf = (label: string) => sizes.find((size) => size.sizeLabel === label);
  const toggle = (label: string) =>
    onChange(
      entryOf(label)
        ? sizes.filter((size) => size.sizeLabel !== label)
        : [...sizes, { sizeLabel: label, stock: 0, available: true }],
    );
  const setStock = (label: string, text: string) =>
    onChange(
      sizes.map((size) => (size.sizeLabel === label ? { ...size, stock: stockFrom(text) } : size)),
    );

  return (
    <div className={styles.sizes} role="group" aria-label="Sizes">
      <span className={styles.groupLabel}>Sizes and stock</span>
      <div className={styles.sizeGrid}>
        {labels.map((label) => {
          const entry = entryOf(label);
          return (
            <div key={label} className={cx(styles.size, entry && styles.sizeOn)}>
              <button
                type="button"
                className={styles.sizeToggle}
                aria-pressed={Boolean(entry)}
                onClick={() => toggle(label)}
              >
                {label}
              </button>
              {entry && (
                <input
                  className={styles.stock}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  aria-label={`Stock for ${label}`}
                  value={entry.stock}
                  onChange={(event) => setStock(label, event.target.value)}
                />
              )}
            </div>
          );
        })}
      </div>
      {error && <span className={styles.error}>{error}</span>}
    </div>
  );
}
