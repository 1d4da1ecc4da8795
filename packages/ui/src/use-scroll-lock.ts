import { useEffect } from 'react';

/** While `active`, the page behind an overlay (a dialog, a drawer, a sheet) does not scroll. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [active]);
}
