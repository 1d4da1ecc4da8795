import { useCallback, useEffect } from 'react';
import { trackActivity, useTokenClaims } from '@shop/storefront-sdk';
import type { DashboardTab } from '../utils/analytics-settings';

export const ANALYTICS_SCREEN_PATH = '/admin/analytics';

/**
 * docs/product/admin.md#analytics-dashboard: opening the dashboard, and each tab change, sends a
 * page_view activity.
 */
export function useTabViews(tab: DashboardTab): void {
  const claims = useTokenClaims();
  const userId = claims?.id;
  const email = claims?.email;
  useEffect(() => {
    trackActivity('page_view', { userId, email }, { page: ANALYTICS_SCREEN_PATH, activeTab: tab });
  }, [tab, userId, email]);
}

/**
 * docs/product/admin.md#analytics-dashboard: clicking a stat card only records an event, a
 * card_click activity.
 */
export function useCardClicks(): (card: string) => void {
  const claims = useTokenClaims();
  const userId = claims?.id;
  const email = claims?.email;
  return useCallback(
    (card: string) =>
      trackActivity('card_click', { userId, email }, { page: ANALYTICS_SCREEN_PATH, card }),
    [userId, email],
  );
}
