import { TIME_RANGES, type TimeRange } from '@shop/contracts';
import { TIME_RANGE_LABELS } from '../utils/analytics-settings';
import styles from './analytics.module.css';

/** The real-time range: the Active Users card, locations and traffic sources follow it. */
export function TimeRangeButtons({
  value,
  onChange,
}: {
  value: TimeRange;
  onChange: (range: TimeRange) => void;
}) {
  return (
    <div role="group" aria-label="Time range" className={styles.ranges}>
      {TIME_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === value}
          className={styles.range}
          onClick={() => onChange(range)}
        >
          {TIME_RANGE_LABELS[range]}
        </button>
      ))}
    </div>
  );
}
