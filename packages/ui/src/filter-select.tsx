import type { ReactNode } from 'react';
import { cx } from './class-names';
import boxes from './form-field.module.css';
import styles from './filter-toolbar.module.css';

export interface FilterSelectProps {
  label: string;
  value: string;
  /** Each choice as its value and, when it differs, what the reader sees. */
  options: ReadonlyArray<string | { value: string; label: string }>;
  onChange: (value: string) => void;
  /** A first choice meaning "any", sent as ''. */
  anyLabel?: ReactNode;
}

/** One labelled choice of a filter toolbar. */
export function FilterSelect({ label, value, options, onChange, anyLabel }: FilterSelectProps) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <select
        className={cx(boxes.control, boxes.compact)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) =>
          typeof option === 'string' ? (
            <option key={option}>{option}</option>
          ) : (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ),
        )}
      </select>
    </label>
  );
}
