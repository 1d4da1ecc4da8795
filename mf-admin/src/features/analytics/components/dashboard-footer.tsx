import type { RealtimeAnalytics } from '../api/analytics-api';
import styles from './analytics.module.css';

const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });

/** When the figures were last loaded, and the live counts at that moment. */
export function DashboardFooter({
  updatedAt,
  realtime,
}: {
  updatedAt: number;
  realtime: RealtimeAnalytics;
}) {
  const { summary, activeUsers } = realtime;
  const figures: [string, string | number][] = [
    ['Last updated', updatedAt ? timeFormat.format(updatedAt) : '–'],
    ['Live users', summary.liveUsersNow],
    ['Active users', activeUsers.count],
    ["Today's registrations", summary.todayRegistrations],
    ["Today's logins", summary.todayLogins],
  ];
  return (
    <footer className={styles.footer}>
      {figures.map(([label, value]) => (
        <span key={label}>
          {label}: <strong>{value}</strong>
        </span>
      ))}
    </footer>
  );
}
