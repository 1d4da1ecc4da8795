import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from './track';

/** A page view on every route change; used once, in the shell's layout. */
export function usePageTracking(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackPageView({ pathname, search });
  }, [pathname, search]);
}
