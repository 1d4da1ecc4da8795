import type { RealtimeAnalytics } from '../api/analytics-api';
import { Panel } from './panel';
import { placeName } from '../utils/places';
import { relativeTime } from '../utils/relative-time';
import styles from './analytics.module.css';

/** Who is active in the time range and where the range's visitors are. */
export function LiveTab({ realtime }: { realtime: RealtimeAnalytics }) {
  const { users } = realtime.activeUsers;
  const { locations } = realtime;
  return (
    <div className={styles.panels}>
      <Panel title="Active Users" empty={users.length === 0 && 'No Active Users'}>
        <ul className={styles.rows}>
          {users.map((user) => (
            <li key={user.userId} className={styles.row}>
              <span className={styles.primary}>{user.email}</span>
              <span className={styles.details}>
                <span>{relativeTime(user.lastActivity)}</span>
                <span>{placeName(user.location)}</span>
                <span>{user.trafficSource.source || 'direct'}</span>
              </span>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="User Locations" empty={locations.length === 0 && 'No Location Data'}>
        <ul className={styles.rows}>
          {locations.map((place) => (
            <li key={`${place.country}|${place.city}`} className={styles.row}>
              <span className={styles.primary}>
                {place.country}
                {place.city && place.city !== 'Unknown' && ` · ${place.city}`}
              </span>
              <span className={styles.details}>
                <span>{place.uniqueUsers} users</span>
                <span>{place.totalActivities} activities</span>
              </span>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
