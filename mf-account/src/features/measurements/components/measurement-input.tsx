import { useId, type ChangeEvent } from 'react';
import controls from '../../shared/components/form-controls.module.css';
import styles from './measurements-form.module.css';

interface Props {
  name: string;
  label: string;
  value: string;
  /** The plausible range in the unit, shown as a hint; the server has the last word. */
  bounds: readonly [number, number];
  unit: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function MeasurementInput({ name, label, value, bounds, unit, error, onChange }: Props) {
  const hintId = useId();
  const [min, max] = bounds;
  return (
    <label className={controls.field}>
      <span className={controls.label}>
        {label} <span className={styles.unit}>({unit})</span>
      </span>
      <input
        className={controls.control}
        name={name}
        type="number"
        inputMode="decimal"
        step="any"
        min={min}
        max={max}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={hintId}
      />
      <span id={hintId} className={error ? styles.error : styles.hint}>
        {error ?? `${min}–${max} ${unit}`}
      </span>
    </label>
  );
}
