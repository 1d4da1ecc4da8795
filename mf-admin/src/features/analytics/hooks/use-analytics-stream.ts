import { useEffect, useLayoutEffect, useRef } from 'react';
import { ANALYTICS_STREAM_EVENT } from '@shop/contracts';
import { apiUrl, useToken } from '@shop/storefront-sdk';
import { ANALYTICS_STREAM_PATH, eventStreams } from '../api/event-stream';

/**
 * Calls `onPush` whenever the server pushes an analytics change. Where the stream cannot be had
 * (no token, the server refuses it) nothing is pushed and the dashboard's poll keeps it current.
 */
export function useAnalyticsStream(onPush: () => void): void {
  const token = useToken();
  const latest = useRef(onPush);
  useLayoutEffect(() => {
    latest.current = onPush;
  });

  useEffect(() => {
    if (!token) return;
    const stream = eventStreams.open(apiUrl(ANALYTICS_STREAM_PATH), token);
    stream.addEventListener(ANALYTICS_STREAM_EVENT, () => latest.current());
    return () => stream.close();
  }, [token]);
}
