import { useEffect, useLayoutEffect, useRef } from 'react';
import { PUSH_RELOAD_DELAY_MS } from '../utils/analytics-settings';
import { useAnalyticsStream } from './use-analytics-stream';

/**
 * Runs `reload` shortly after the server pushes an event. Events arriving meanwhile join the
 * reload already due, so a burst costs one reload and a steady flow cannot postpone it forever.
 */
export function usePushReload(reload: () => void): void {
  const latest = useRef(reload);
  useLayoutEffect(() => {
    latest.current = reload;
  });
  const due = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(due.current), []);

  useAnalyticsStream(() => {
    if (due.current !== undefined) return;
    due.current = setTimeout(() => {
      due.current = undefined;
      latest.current();
    }, PUSH_RELOAD_DELAY_MS);
  });
}
