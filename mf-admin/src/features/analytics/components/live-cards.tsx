import type { TimeRange } from '@shop/contracts';
import { TIME_RANGE_LABELS } from '../utils/analytics-settings';
import { FigureCards } from '../../shared/components/figure-cards';
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
    <FigureCards
      cards={[
        {
          key: 'live',
          live: true,
          label: (
            <>
              <span className={styles.pulse} aria-hidden />
              Live right now
            </>
          ),
          value: liveUsersNow,
          note: 'Updates every 30 seconds',
        },
        {
          key: 'active',
          label: 'Active Users',
          value: activeUsers,
          note: TIME_RANGE_LABELS[timeRange],
        },
      ]}
    />
  );
}
