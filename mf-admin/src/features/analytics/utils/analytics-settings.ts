import type { TimeRange } from '@shop/contracts';

/** docs/product/admin.md#analytics-dashboard: what the dashboard offers and how much it shows. */
export const DASHBOARD_TABS = ['overview', 'live', 'social', 'registrations', 'sales'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
/** Only these tabs read the real-time range, so only they offer its buttons. */
export const TIME_RANGE_TABS: readonly DashboardTab[] = ['live', 'registrations'];

export const DATE_RANGE_DAYS = [7, 30, 90] as const;
export type DateRangeDays = (typeof DATE_RANGE_DAYS)[number];
export const DEFAULT_DATE_RANGE_DAYS: DateRangeDays = 30;

export const TIME_RANGE_LABELS: Record<TimeRange, string> = {
  '24h': 'Last 24 Hours',
  '3d': 'Last 3 Days',
  '7d': 'Last 7 Days',
  '30d': 'Last 30 Days',
};

export const REALTIME_REFRESH_MS = 30_000;
/** A burst of pushed events (an order placed and paid) reloads once. */
export const PUSH_RELOAD_DELAY_MS = 1_000;

export const CHART_TRAFFIC_SOURCES = 6;
export const CHART_COUNTRIES = 10;
export const LISTED_PLACES = 15;

/** The social tab's networks, in the order of docs/product/admin.md#analytics-dashboard. */
export const SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'tiktok',
  'twitter',
  'youtube',
  'linkedin',
] as const;

export interface AnalyticsDates {
  startDate: string;
  endDate: string;
}

/** The last N days up to today, in the combined call's `NdaysAgo` form. */
export const datesOf = (days: DateRangeDays): AnalyticsDates => ({
  startDate: `${days}daysAgo`,
  endDate: 'today',
});

/**
 * The same number of whole days just before `datesOf(days)`: the server counts both ends, so
 * `30daysAgo`-`today` is 31 days and the period before it `61daysAgo`-`31daysAgo`.
 */
export const previousDatesOf = (days: DateRangeDays): AnalyticsDates => ({
  startDate: `${2 * days + 1}daysAgo`,
  endDate: `${days + 1}daysAgo`,
});
