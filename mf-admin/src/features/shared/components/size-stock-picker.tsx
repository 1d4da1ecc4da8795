import { useController } from 'react-hook-form';
import type { SizeEntry } from '@shop/contracts';
import { cx } from '@shop/ui';
import { stockFrom, type ProductFormValues } from '../utils/product-draft';
import { messageOf } from '../utils/product-errors';
import styles from './details.module.css';

interface Props {
  name: 'shoeDetails.sizes' | 'jacketDetails.sizes';
  labels: readonly string[];
}

/**
 * docs/product/admin.md#add-new-product: a size clicked on joins with stock 0 and available;
 * clicked again it leaves.
 */
export function SizeStockPicker({ name, labels }: Props) {
  const { field, fieldState } = useController<ProductFormValues, typeof name>({ name });
  const sizes: SizeEntry[] = field.value;
  const entryOf = (label: string) => sizes.find((size) => size.sizeLabel === label);
  const toggle = (label: string) =>
    field.onChange(
      entryOf(label)
        ? sizes.filter((size) => size.sizeLabel !== label)
        : [...sizes, { sizeLabel: label, stock: 0, available: true }],
    );
  const setStock = (label: string, text: string) =>
    field.onChange(
      sizes.map((size) => (size.sizeLabel === label ? { ...size, stock: stockFrom(text) } : size)),
    );
  const error = messageOf(fieldState.error);

  return (
    <div className={styles.sizes} role="group" aria-label="Sizes">
      <span className={styles.groupLabel}>Sizes and stock</span>
      <div className={styles.sizeGrid}>
        {labels.map((label, index) => {
          const entry = entryOf(label);
          return (
            <div key={label} className={cx(styles.size, entry && styles.sizeOn)}>
              <button
                // The first size takes the focus when no size is chosen.
                ref={index === 0 ? field.ref : undefined}
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
