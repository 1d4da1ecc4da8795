import { cx } from './class-names';
import boxes from './form-field.module.css';
import styles from './filter-toolbar.module.css';

export interface FilterInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Takes a row of its own, the other filters wrapping below it. */
  wide?: boolean;
  /** A box for a day instead of words. */
  type?: 'search' | 'date';
}

/** A labelled box of a filter toolbar: words to search for, or a day. */
export function FilterInput({
  label,
  value,
  onChange,
  placeholder,
  wide,
  type = 'search',
}: FilterInputProps) {
  return (
    <label className={cx(styles.field, wide && styles.wide)}>
      <span className={styles.label}>{label}</span>
      <input
        className={cx(boxes.control, boxes.compact)}
        type={type}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
