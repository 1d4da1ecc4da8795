import { SEARCH_SOURCES, SOCIAL_SOURCES } from '@shop/contracts';
import type { CombinedAnalytics } from '../api/analytics-api';

type SourceRow = CombinedAnalytics['trafficSources'][number];

export interface SourceTotals {
  users: number;
  sessions: number;
  orders: number;
}

/** One source's figures over all its mediums (a campaign and a referral from instagram, say). */
export function totalsOf(rows: readonly SourceRow[], source: string): SourceTotals {
  const totals = { users: 0, sessions: 0, orders: 0 };
  for (const row of rows) {
    if (row.source.toLowerCase() !== source) continue;
    totals.users += row.users;
    totals.sessions += row.sessions;
    totals.orders += row.conversions;
  }
  return totals;
}

const isIn = (names: readonly string[], source: string) => names.includes(source.toLowerCase());

/** The pie 'Search vs Social Traffic': visitors from search engines, social media and direct. */
export function searchSocialDirect(rows: readonly SourceRow[]) {
  const users = (keep: (row: SourceRow) => boolean) =>
    rows.filter(keep).reduce((sum, row) => sum + row.users, 0);
  return [
    { name: 'Search Engines', value: users((row) => isIn(SEARCH_SOURCES, row.source)) },
    { name: 'Social Media', value: users((row) => isIn(SOCIAL_SOURCES, row.source)) },
    { name: 'Direct', value: users((row) => row.source.toLowerCase() === 'direct') },
  ];
}
