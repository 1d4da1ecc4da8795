import {
  activeUsersAnswerSchema,
  combinedAnswerSchema,
  locationsAnswerSchema,
  recentSignInsAnswerSchema,
  RECENT_LIMIT,
  summaryAnswerSchema,
  trafficSourcesAnswerSchema,
  type ActiveUsersAnswer,
  type CombinedAnswer,
  type LocationsAnswer,
  type RecentSignInsAnswer,
  type SummaryAnswer,
  type TimeRange,
  type TrafficSourcesAnswer,
} from '@shop/contracts';
import { checkContract, queryOptions, type ContractSchema } from '@shop/storefront-sdk';
import { adminRequest } from '../../shared/api/admin-request';
import type { AnalyticsDates } from '../utils/analytics-settings';

export type CombinedAnalytics = CombinedAnswer['data'];

/** The six real-time answers; a call that failed reads as empty (admin spec §7). */
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

const UNREADABLE = 'The analytics answer could not be read';

async function analyticsGet<T>(
  path: string,
  schema: ContractSchema,
  query?: Record<string, string | number>,
): Promise<T> {
  const answer = await adminRequest<T>(path, { query });
  if (process.env.NODE_ENV !== 'production') checkContract(schema, answer, UNREADABLE);
  return answer;
}

export const ANALYTICS_QUERY_KEY = ['admin', 'analytics'] as const;

/** GET /api/analytics/combined: the period's visitors, orders, sources and places. */
export async function fetchCombined(dates: AnalyticsDates): Promise<CombinedAnalytics> {
  const answer = await analyticsGet<CombinedAnswer>(
    '/api/analytics/combined',
    combinedAnswerSchema,
    { ...dates },
  );
  return answer.data;
}

export const combinedQueryOptions = (dates: AnalyticsDates) =>
  queryOptions({
    queryKey: [...ANALYTICS_QUERY_KEY, 'combined', dates],
    queryFn: () => fetchCombined(dates),
    staleTime: 0,
  });

/**
 * The six /api/realtime-analytics calls, made together. Admin spec §8: a failure shows nothing
 * to the admin, so it is only logged and its part reads as empty.
 */
export async function fetchRealtime(timeRange: TimeRange): Promise<RealtimeAnalytics> {
  const realtime = (path: string) => `/api/realtime-analytics/${path}`;
  const results = await Promise.allSettled([
    analyticsGet<ActiveUsersAnswer>(realtime('active-users'), activeUsersAnswerSchema, {
      timeRange,
    }),
    analyticsGet<LocationsAnswer>(realtime('locations'), locationsAnswerSchema, { timeRange }),
    analyticsGet<TrafficSourcesAnswer>(realtime('traffic-sources'), trafficSourcesAnswerSchema, {
      timeRange,
    }),
    analyticsGet<RecentSignInsAnswer>(realtime('recent-registrations'), recentSignInsAnswerSchema, {
      limit: RECENT_LIMIT,
    }),
    analyticsGet<RecentSignInsAnswer>(realtime('recent-logins'), recentSignInsAnswerSchema, {
      limit: RECENT_LIMIT,
    }),
    analyticsGet<SummaryAnswer>(realtime('summary'), summaryAnswerSchema),
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
