import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

const links = (panel: HTMLElement) => [...panel.querySelectorAll<HTMLElement>('a[href]')];

/**
 * Keeps keyboard focus in a panel whose links are replaced while someone is in them (the
 * COLLECTION names arrive after a keyboard user has tabbed into the category links): focus moves
 * to the link now at the same place instead of dropping to the page and closing the panel.
 */
export function useFocusKeptInPanel(panelRef: RefObject<HTMLElement | null>, content: unknown) {
  const focusedIndex = useRef(-1);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel || focusedIndex.current < 0) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const now = links(panel);
    now[Math.min(focusedIndex.current, now.length - 1)]?.focus();
  }, [panelRef, content]);

  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      focusedIndex.current = links(event.currentTarget).indexOf(event.target);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const panel = event.currentTarget;
      const left = event.target;
      if (event.relatedTarget) {
        if (!panel.contains(event.relatedTarget)) focusedIndex.current = -1;
        return;
      }
      // Focus went nowhere: a link replaced under it (keep the place), or a click on the page.
      queueMicrotask(() => {
        if (left.isConnected) focusedIndex.current = -1;
      });
    },
  };
}
