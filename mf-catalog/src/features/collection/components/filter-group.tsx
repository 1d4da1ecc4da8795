import { useId, type ReactNode } from 'react';
import type { FilterOption } from '../utils/collection-filters';
import styles from './filter-group.module.css';

export interface FilterGroupProps {
  title: string;
  options: FilterOption[];
  isSelected: (label: string) => boolean;
  onToggle: (label: string) => void;
}

/** A titled list of checkboxes, each with how many products it would show. */
export function FilterGroup({ title, options, isSelected, onToggle }: FilterGroupProps) {
  if (options.length === 0) return null;
  return (
    <FilterFieldset title={title}>
      <ul className={styles.options}>
        {options.map((option) => {
          const checked = isSelected(option.label);
          return (
            <li key={option.label}>
              <label
                className={styles.option}
                data-empty={option.count === 0 && !checked ? '' : undefined}
              >
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={checked}
                  onChange={() => onToggle(option.label)}
                />
                <span className={styles.label}>{option.label}</span>
                <span className={styles.count} aria-label={`${option.count} products`}>
                  {option.count}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </FilterFieldset>
  );
}

/** One group of the filters panel: a rule above, its title, then its controls. */
export function FilterFieldset({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset className={styles.group} aria-labelledby={id}>
      <legend id={id} className={styles.title}>
        {title}
      </legend>
      {children}
    </fieldset>
  );
}
