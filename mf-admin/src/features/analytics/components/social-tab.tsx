import { SEARCH_SOURCES } from '@shop/contracts';
import type { CombinedAnalytics } from '../api/analytics-api';
import { SOCIAL_NETWORKS } from '../utils/analytics-settings';
import { Panel } from './panel';
import { totalsOf, type SourceTotals } from '../utils/traffic-mix';
import styles from './analytics.module.css';

function SourceCard({
  name,
  totals,
  orders,
}: {
  name: string;
  totals: SourceTotals;
  orders: boolean;
}) {
  return (
    <li className={styles.sourceCard} aria-label={name}>
      <span className={styles.sourceName}>{name}</span>
      <dl>
        <dt>Users</dt>
        <dd>{totals.users}</dd>
        <dt>Sessions</dt>
        <dd>{totals.sessions}</dd>
        {orders && (
          <>
            <dt>Orders</dt>
            <dd>{totals.orders}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

/** The period's visitors from each social network and search engine. */
export function SocialTab({
  trafficSources,
}: {
  trafficSources: CombinedAnalytics['trafficSources'];
}) {
  const social = SOCIAL_NETWORKS.map((name) => ({ name, totals: totalsOf(trafficSources, name) }));
  const noSocial = social.every(({ totals }) => totals.users === 0);
  return (
    <div className={styles.panels}>
      <Panel title="Social Media Traffic" empty={noSocial && 'No social media traffic yet'}>
        <ul className={styles.sourceCards}>
          {social.map(({ name, totals }) => (
            <SourceCard key={name} name={name} totals={totals} orders />
          ))}
        </ul>
      </Panel>
      <Panel title="Search Engine Traffic">
        <ul className={styles.sourceCards}>
          {SEARCH_SOURCES.map((name) => (
            <SourceCard
              key={name}
              name={name}
              totals={totalsOf(trafficSources, name)}
              orders={false}
            />
          ))}
        </ul>
      </Panel>
    </div>
  );
}
