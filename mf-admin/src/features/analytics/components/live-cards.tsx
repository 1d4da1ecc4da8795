import type { TimeRange } from '@shop/contracts';
import { TIME_RANGE_LABELS } from '../utils/analytics-settings';
import styles from './analytics.module.css';

/** Who is on the shop now, and how many visitors the chosen time range saw. */
export function LiveCards({
  liveUsersNow,
  activeUsers,
  timeRange,
}: {
  liveUsersNow: number;
  activeUsers: number;
  timeRange: TimeRange;
}) {
  return (
    <ul className={styles.cards}>
      <li className={`${styles.card} ${styles.live}`}>
        <span className={styles.cardLabel}>
          <span className={styles.pulse} aria-hidden />
          Live right now
        </span>
        <strong className={styles.cardValue}>{liveUsersNow}</strong>
        <span className={styles.cardNote}>Updates every 30 seconds</span>
      </li>
      <li className={styles.card}>
        <span className={styles.cardLabel}>Active Users</span>
        <strong className={styles.cardValue}>{activeUsers}</strong>
        <span className={styles.cardNote}>{TIME_RANGE_LABELS[timeRange]}</span>
      </li>
    </ul>
  );
}
