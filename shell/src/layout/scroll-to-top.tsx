import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page starts at its top, as it would on a full page load. The first page keeps the place
 * the browser gave it: a reload or Back restores it, and a reader already scrolling the page the
 * server sent is not sent back up when the browser takes it over.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
