import { useEffect } from 'react';
import type { TimeRange } from '@shop/contracts';
import { useQuery } from '@shop/storefront-sdk';
import { realtimeQueryOptions } from '../api/analytics-api';
import { REALTIME_REFRESH_MS } from '../utils/analytics-settings';

/**
 * The six real-time datasets for the time range, reloaded every 30 seconds
 * (docs/product/admin.md#analytics-dashboard). The poll runs even while pushes arrive: 'live' is
 * a moving window, so visitors drop out of it with no event to say so.
 */
export function useRealtimeAnalytics(timeRange: TimeRange) {
  const query = useQuery(realtimeQueryOptions(timeRange));
  const { refetch } = query;
  useEffect(() => {
    const timer = setInterval(() => void refetch(), REALTIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch, timeRange]);
  return query;
}
