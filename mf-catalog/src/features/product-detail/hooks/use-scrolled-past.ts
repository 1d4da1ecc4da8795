import { useEffect, useState, type RefObject } from 'react';

/** The shell's sticky header covers this much of the window's top. */
const SITE_HEADER_PX = 68;
/**
 * The watched area reaches this far below the window, so that the target counts as out of it
 * only once it is above: a jump straight from below the window to above it (a link, Home, End)
 * is a change the observer reports, where two positions outside the window alone would not be.
 */
const FAR_BELOW_PX = 100_000;

/**
 * Whether `target` has scrolled up out of sight, above the window or under the site header;
 * false while it is in view or still below, and where the browser cannot tell.
 */
export function useScrolledPast(target: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setPast(!entry.isIntersecting), {
      rootMargin: `-${SITE_HEADER_PX}px 0px ${FAR_BELOW_PX}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}
