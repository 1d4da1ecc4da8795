import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Long enough for a remote's code and its first answer on a slow connection. */
const HEADING_WAIT_MS = 10_000;

/** Focus is the reader's own once it sits anywhere but the page's start. */
const focusIsFree = (main: HTMLElement) =>
  document.activeElement === document.body || document.activeElement === main;

/**
 * After a page change, as a full page load would: focus goes to the new page's main heading (to
 * `main` while the page is still arriving) and the page's title is announced. The first page
 * keeps the browser's own focus, and a change of query (filters, sorting) keeps the reader's place.
 */
export function RouteFocus({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstPage = useRef(true);

  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    main.focus({ preventScroll: true });
    let announce: ReturnType<typeof setTimeout> | undefined;
    const land = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (focusIsFree(main)) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      // The page names itself in its own effects, which run after its heading is drawn.
      announce = setTimeout(() => setAnnouncement(document.title));
      return true;
    };
    if (land()) return () => clearTimeout(announce);
    const observer = new MutationObserver(() => land() && observer.disconnect());
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
      clearTimeout(announce);
    };
  }, [mainId, pathname]);

  return (
    <div role="status" aria-label="Page" className="visually-hidden">
      {announcement}
    </div>
  );
}
