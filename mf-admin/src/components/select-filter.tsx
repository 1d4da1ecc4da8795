import type { ReactNode } from 'react';
import controls from './controls.module.css';

interface Props {
  label: string;
  value: string;
  /** Each choice as its value and, when it differs, what the admin reads. */
  options: ReadonlyArray<string | { value: string; label: string }>;
  onChange: (value: string) => void;
  /** A first choice meaning "any", sent as ''. */
  anyLabel?: ReactNode;
}

export function SelectFilter({ label, value, options, onChange, anyLabel }: Props) {
  return (
    <label className={controls.field}>
      <span className={controls.label}>{label}</span>
      <select
        className={controls.control}
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
