import { useEffect, useState } from 'react';
import { DEFAULT_TIME_RANGE, type TimeRange } from '@shop/contracts';
import { useQuery } from '@shop/storefront-sdk';
import { Spinner } from '@shop/ui';
import controls from '../../shared/components/list-state.module.css';
import { ScreenFrame } from '../../shared/components/screen-frame';
import { combinedQueryOptions, EMPTY_REALTIME, salesQueryOptions } from '../api/analytics-api';
import {
  datesOf,
  DEFAULT_DATE_RANGE_DAYS,
  previousDatesOf,
  TIME_RANGE_TABS,
  type DashboardTab,
  type DateRangeDays,
} from '../utils/analytics-settings';
import { DashboardFooter } from './dashboard-footer';
import { DashboardToolbar } from './dashboard-toolbar';
import { GeographicDistribution } from './geographic-distribution';
import { LiveCards } from './live-cards';
import { LiveTab } from './live-tab';
import { OverviewTab } from './overview-tab';
import { RegistrationsTab } from './registrations-tab';
import { SalesTab } from './sales-tab';
import { SocialTab } from './social-tab';
import { StatCards } from './stat-cards';
import { TimeRangeButtons } from './time-range-buttons';
import { usePushReload } from '../hooks/use-push-reload';
import { useTabViews } from '../hooks/use-tab-views';
import { useRealtimeAnalytics } from '../hooks/use-realtime-analytics';

/**
 * /admin/analytics: the period's visitors, orders, sources and places (the combined call), its
 * sales on the Sales tab (read when the tab is open), and the real-time datasets, kept current by the 30-second poll and by the server's pushes.
 */
export default function AnalyticsScreen() {
  const [tab, setTab] = useState<DashboardTab>('overview');
  const [days, setDays] = useState<DateRangeDays>(DEFAULT_DATE_RANGE_DAYS);
  const [timeRange, setTimeRange] = useState<TimeRange>(DEFAULT_TIME_RANGE);

  const combined = useQuery(combinedQueryOptions(datesOf(days)));
  const previous = useQuery(combinedQueryOptions(previousDatesOf(days)));
  const onSales = tab === 'sales';
  const sales = useQuery({ ...salesQueryOptions(datesOf(days)), enabled: onSales });
  const live = useRealtimeAnalytics(timeRange);
  const realtime = live.data ?? EMPTY_REALTIME;
  useTabViews(tab);

  useEffect(() => {
    // docs/product/admin.md#analytics-dashboard: analytics failures are only logged.
    if (combined.isError) console.error('[shop] analytics figures failed', combined.error);
    if (sales.isError) console.error('[shop] sales figures failed', sales.error);
  }, [combined.isError, combined.error, sales.isError, sales.error]);

  usePushReload(() => {
    void combined.refetch();
    void live.refetch();
    if (onSales) void sales.refetch();
  });

  const refresh = () => {
    void combined.refetch();
    void previous.refetch();
    void live.refetch();
    if (onSales) void sales.refetch();
  };

  const figures = combined.data;
  const trafficSources = figures?.trafficSources ?? [];

  return (
    <ScreenFrame title="Analytics Dashboard">
      <DashboardToolbar
        tab={tab}
        onTabChange={setTab}
        days={days}
        onDaysChange={setDays}
        refreshing={combined.isFetching || live.isFetching || sales.isFetching}
        onRefresh={refresh}
      />
      {TIME_RANGE_TABS.includes(tab) && (
        <TimeRangeButtons value={timeRange} onChange={setTimeRange} />
      )}

      {combined.isPending ? (
        <div className={controls.state}>
          <Spinner label="" />
          <p>Loading analytics...</p>
        </div>
      ) : (
        <>
          <LiveCards
            liveUsersNow={realtime.summary.liveUsersNow}
            activeUsers={realtime.activeUsers.count}
            timeRange={timeRange}
          />
          <StatCards
            combined={figures}
            previous={previous.data}
            todayRegistrations={realtime.summary.todayRegistrations}
            days={days}
          />
          <div role="tabpanel" aria-label={tab}>
            {tab === 'overview' && <OverviewTab trafficSources={trafficSources} />}
            {tab === 'live' && <LiveTab realtime={realtime} />}
            {tab === 'social' && <SocialTab trafficSources={trafficSources} />}
            {tab === 'registrations' && <RegistrationsTab realtime={realtime} />}
            {onSales && <SalesTab sales={sales.data} />}
          </div>
          <GeographicDistribution places={figures?.geographic ?? []} />
          <DashboardFooter
            updatedAt={Math.max(combined.updatedAt, live.updatedAt)}
            realtime={realtime}
          />
        </>
      )}
    </ScreenFrame>
  );
}
