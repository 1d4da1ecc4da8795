import { Icon } from '../../shared/components/icon';
import { SORT_OPTIONS, isSortKey, type SortKey } from '../utils/sort-products';
import { cx } from '@shop/ui';
import controls from '../../shared/components/controls.module.css';
import styles from './sort-select.module.css';

export function SortSelect({
  value,
  onChange,
}: {
  value: SortKey;
  onChange: (sort: SortKey) => void;
}) {
  return (
    <label className={styles.sort}>
      <span className={styles.caption}>Sort by</span>
      <span className={styles.control}>
        <select
          className={cx(controls.box, styles.select)}
          value={value}
          onChange={(event) => {
            if (isSortKey(event.target.value)) onChange(event.target.value);
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={16} />
      </span>
    </label>
  );
}
