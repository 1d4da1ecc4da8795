import { useEffect, useLayoutEffect, useRef } from 'react';
import { apiUrl, useToken } from '@shop/storefront-sdk';

export const ANALYTICS_STREAM_PATH = '/api/realtime-analytics/stream';
/** The server-sent event named for a registration, login, order or visit. */
export const ANALYTICS_STREAM_EVENT = 'analytics';

/**
 * Calls `onPush` whenever the server pushes an analytics event. EventSource cannot send headers,
 * so the token rides in the query. Where the stream cannot be had (no EventSource, no token, the
 * server refuses it) nothing is pushed and the dashboard's poll keeps it current.
 */
export function useAnalyticsStream(onPush: () => void): void {
  const token = useToken();
  const latest = useRef(onPush);
  useLayoutEffect(() => {
    latest.current = onPush;
  });

  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const stream = new EventSource(apiUrl(ANALYTICS_STREAM_PATH, { token }));
    stream.addEventListener(ANALYTICS_STREAM_EVENT, () => latest.current());
    return () => stream.close();
  }, [token]);
}
