import {
  RECENT_LIMIT,
  type ActiveUsersAnswer,
  type CombinedAnswer,
  type LocationsAnswer,
  type RecentSignInsAnswer,
  type SalesAnswer,
  type SummaryAnswer,
  type TimeRange,
  type TrafficSourcesAnswer,
} from '@shop/contracts';
import { devContracts, queryOptions } from '@shop/storefront-sdk';
import { adminRequest } from '../../shared/api/admin-request';
import type { AnalyticsDates } from '../utils/analytics-settings';

export type CombinedAnalytics = CombinedAnswer['data'];

/**
 * The six real-time answers; a call that failed reads as empty
 * (docs/product/api-and-errors.md#back-office-calls).
 */
export interface RealtimeAnalytics {
  activeUsers: Pick<ActiveUsersAnswer, 'count' | 'users'>;
  locations: LocationsAnswer['data'];
  trafficSources: TrafficSourcesAnswer['data'];
  recentRegistrations: RecentSignInsAnswer['data'];
  recentLogins: RecentSignInsAnswer['data'];
  summary: SummaryAnswer['data'];
}

export const EMPTY_REALTIME: RealtimeAnalytics = {
  activeUsers: { count: 0, users: [] },
  locations: [],
  trafficSources: [],
  recentRegistrations: [],
  recentLogins: [],
  summary: { liveUsersNow: 0, todayRegistrations: 0, todayLogins: 0 },
};

export const ANALYTICS_QUERY_KEY = ['admin', 'analytics'] as const;

/** GET /api/analytics/combined: the period's visitors, orders, sources and places. */
export async function fetchCombined(dates: AnalyticsDates): Promise<CombinedAnalytics> {
  const answer = await adminRequest(devContracts?.combinedAnswerSchema, '/api/analytics/combined', {
    query: { ...dates },
  });
  return answer.data;
}

export const combinedQueryOptions = (dates: AnalyticsDates) =>
  queryOptions({
    queryKey: [...ANALYTICS_QUERY_KEY, 'combined', dates],
    queryFn: () => fetchCombined(dates),
    staleTime: 0,
  });

export type SalesFigures = SalesAnswer['data'];

/** GET /api/analytics/sales: the period's revenue, orders, best sellers and refunds (USD). */
export async function fetchSales(dates: AnalyticsDates): Promise<SalesFigures> {
  const answer = await adminRequest(devContracts?.salesAnswerSchema, '/api/analytics/sales', {
    query: { ...dates },
  });
  return answer.data;
}

export const salesQueryOptions = (dates: AnalyticsDates) =>
  queryOptions({
    queryKey: [...ANALYTICS_QUERY_KEY, 'sales', dates],
    queryFn: () => fetchSales(dates),
    staleTime: 0,
  });

/**
 * The six /api/realtime-analytics calls, made together. docs/product/admin.md#analytics-dashboard:
 * a failure shows nothing to the admin, so it is only logged and its part reads as empty.
 */
export async function fetchRealtime(timeRange: TimeRange): Promise<RealtimeAnalytics> {
  const realtime = (path: string) => `/api/realtime-analytics/${path}`;
  const results = await Promise.allSettled([
    adminRequest(devContracts?.activeUsersAnswerSchema, realtime('active-users'), {
      query: { timeRange },
    }),
    adminRequest(devContracts?.locationsAnswerSchema, realtime('locations'), {
      query: { timeRange },
    }),
    adminRequest(devContracts?.trafficSourcesAnswerSchema, realtime('traffic-sources'), {
      query: { timeRange },
    }),
    adminRequest(devContracts?.recentSignInsAnswerSchema, realtime('recent-registrations'), {
      query: { limit: RECENT_LIMIT },
    }),
    adminRequest(devContracts?.recentSignInsAnswerSchema, realtime('recent-logins'), {
      query: { limit: RECENT_LIMIT },
    }),
    adminRequest(devContracts?.summaryAnswerSchema, realtime('summary')),
  ]);
  const [activeUsers, locations, trafficSources, registrations, logins, summary] = results;
  for (const result of results) {
    if (result.status === 'rejected') {
      console.error('[shop] real-time analytics call failed', result.reason);
    }
  }
  const valueOf = <T, F>(result: PromiseSettledResult<T>, read: (value: T) => F, empty: F) =>
    result.status === 'fulfilled' ? read(result.value) : empty;
  return {
    activeUsers: valueOf(
      activeUsers,
      ({ count, users }) => ({ count, users }),
      EMPTY_REALTIME.activeUsers,
    ),
    locations: valueOf(locations, (answer) => answer.data, EMPTY_REALTIME.locations),
    trafficSources: valueOf(trafficSources, (answer) => answer.data, EMPTY_REALTIME.trafficSources),
    recentRegistrations: valueOf(registrations, (answer) => answer.data, []),
    recentLogins: valueOf(logins, (answer) => answer.data, []),
    summary: valueOf(summary, (answer) => answer.data, EMPTY_REALTIME.summary),
  };
}

export const realtimeQueryOptions = (timeRange: TimeRange) =>
  queryOptions({
    queryKey: [...ANALYTICS_QUERY_KEY, 'realtime', timeRange],
    queryFn: () => fetchRealtime(timeRange),
    staleTime: 0,
  });
