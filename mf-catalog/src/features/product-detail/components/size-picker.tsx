import { useId, type ReactNode, type Ref } from 'react';
import type { SizeEntry } from '@shop/contracts';
import { cx } from '@shop/ui';
import controls from '../../shared/components/controls.module.css';
import picker from './picker.module.css';
import styles from './size-picker.module.css';

export interface SizePickerProps {
  sizes: SizeEntry[];
  selected: string;
  onSelect: (size: string) => void;
  /** Shown beside the heading, e.g. the size guide link. */
  aside?: ReactNode;
  /** Why Add to cart was refused ('Please select a size'), shown under the heading. */
  error?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * docs/product/storefront-pages.md#product-page: only sizes flagged available with stock above 0
 * are offered.
 */
export function SizePicker({ sizes, selected, onSelect, aside, error, ref }: SizePickerProps) {
  const errorId = useId();
  const describedBy = error ? errorId : undefined;
  return (
    <div
      ref={ref}
      className={cx(picker.picker, error && styles.refused)}
      role="group"
      aria-labelledby="size-picker-label"
      aria-describedby={describedBy}
    >
      <div className={styles.head}>
        <p id="size-picker-label" className={picker.caption}>
          Select size
        </p>
        {aside}
      </div>
      {error && (
        <p className={styles.error}>
          <span className={styles.errorMark} aria-hidden="true">
            !
          </span>
          <span id={errorId}>{error}</span>
        </p>
      )}
      {sizes.length === 0 ? (
        <p className={styles.none}>No sizes in stock right now.</p>
      ) : (
        <ul className={controls.row}>
          {sizes.map((size) => (
            <li key={size.sizeLabel}>
              <button
                type="button"
                className={cx(
                  controls.box,
                  styles.size,
                  size.sizeLabel === selected && styles.selected,
                )}
                aria-pressed={size.sizeLabel === selected}
                aria-describedby={describedBy}
                onClick={() => onSelect(size.sizeLabel === selected ? '' : size.sizeLabel)}
              >
                {size.sizeLabel}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
