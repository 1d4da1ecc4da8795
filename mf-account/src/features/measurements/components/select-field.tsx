import { useId, type ChangeEvent } from 'react';
import controls from '../../shared/components/form-controls.module.css';
import styles from './measurements-form.module.css';

interface Props {
  name: string;
  label: string;
  value: string;
  options: readonly string[];
  /** The label of the empty choice, when the field may be left empty. */
  emptyLabel?: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

export function SelectField({ name, label, value, options, emptyLabel, error, onChange }: Props) {
  const errorId = useId();
  return (
    <label className={controls.field}>
      <span className={controls.label}>{label}</span>
      <select
        className={controls.control}
        name={name}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </label>
  );
}
