import { cx } from '@shop/ui';
import { RECENT_LIMIT } from '@shop/contracts';
import type { RealtimeAnalytics } from '../api/analytics-api';
import { Panel } from './panel';
import { relativeTime } from '../utils/relative-time';
import styles from './analytics.module.css';
import dataTable from '../../shared/components/data-table.module.css';

/** The newest sign-ups, and what the time range's traffic sources brought. */
export function RegistrationsTab({ realtime }: { realtime: RealtimeAnalytics }) {
  const { recentRegistrations: registrations, trafficSources } = realtime;
  return (
    <div className={`${styles.panels} ${styles.stacked}`}>
      <Panel
        title="Recent Registrations"
        empty={registrations.length === 0 && 'No Registrations Yet'}
      >
        <ul className={styles.rows}>
          {registrations.map((registration) => (
            <li key={registration.userId} className={styles.row}>
              <span className={styles.primary}>{registration.email}</span>
              <span className={styles.details}>
                <span>{relativeTime(registration.timestamp)}</span>
                <span>{registration.trafficSource.source}</span>
                <span>{registration.location.country}</span>
                <span>{registration.device.type}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.note}>Showing recent {RECENT_LIMIT} registrations</p>
      </Panel>
      <Panel title="Traffic Sources" empty={trafficSources.length === 0 && 'No Traffic Data'}>
        <div className={styles.tableWrap}>
          <table className={cx(dataTable.table, styles.table)}>
            <thead>
              <tr>
                <th>Source</th>
                <th>Medium</th>
                <th>Type</th>
                <th className={styles.number}>Unique Users</th>
                <th className={styles.number}>Registrations</th>
                <th className={styles.number}>Logins</th>
              </tr>
            </thead>
            <tbody>
              {trafficSources.map((row) => (
                <tr key={`${row.source}|${row.medium}|${row.type}`}>
                  <td>{row.source}</td>
                  <td>{row.medium}</td>
                  <td>{row.type}</td>
                  <td className={styles.number}>{row.uniqueUsers}</td>
                  <td className={styles.number}>{row.registrations}</td>
                  <td className={styles.number}>{row.logins}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
    </div>
  );
}
