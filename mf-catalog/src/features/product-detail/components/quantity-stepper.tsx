import { Icon } from '../../shared/components/icon';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/** docs/product/storefront-pages.md#product-page: quantity from 1 to the stock available. */
export function QuantityStepper({ value, max, onChange }: QuantityStepperProps) {
  const disabled = max < 1;
  return (
    <div className={styles.stepper} role="group" aria-label="Quantity">
      <button
        type="button"
        className={styles.step}
        aria-label="Decrease quantity"
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Icon name="minus" size={16} />
      </button>
      <output className={styles.value} aria-live="polite" aria-label="Quantity">
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Icon name="plus" size={16} />
      </button>
    </div>
  );
}
