import { useEffect, type RefObject } from 'react';

/** Space kept between the button and what it steps over. */
const GAP_PX = 8;
/** The button never climbs past this far from the top of the window. */
const TOP_LIMIT_PX = 96;
const LIFT = '--chat-lift';

/**
 * Lifts the floating chat (its `--chat-lift`) above any element of the page marked
 * `data-chat-clear` (a price, Add to cart, a bar fixed to the bottom) that would sit under it, as
 * the page scrolls, the window changes size, a marked bar shows or the page draws after its route
 * changes; back down once they have passed. Each placement reads the layout once and writes once:
 * where the button would rest unlifted is where it is now, lowered by the lift it has.
 */
export function useKeepClear(chatRef: RefObject<HTMLElement | null>, pathname: string): void {
  useEffect(() => {
    const chat = chatRef.current;
    if (!chat) return;
    let lift = parseFloat(chat.style.getPropertyValue(LIFT)) || 0;
    let frame = 0;
    const place = () => {
      frame = 0;
      const now = chat.getBoundingClientRect();
      const home = {
        left: now.left,
        right: now.right,
        top: now.top + lift,
        bottom: now.bottom + lift,
      };
      let needed = 0;
      for (const element of document.querySelectorAll<HTMLElement>('[data-chat-clear]')) {
        const box = element.getBoundingClientRect();
        const beside = box.right <= home.left || box.left >= home.right;
        const apart = box.bottom <= home.top || box.top >= home.bottom;
        if (!beside && !apart) needed = Math.max(needed, home.bottom - box.top + GAP_PX);
      }
      needed = Math.min(needed, Math.max(0, home.top - TOP_LIMIT_PX));
      if (needed === lift) return;
      lift = needed;
      chat.style.setProperty(LIFT, `${lift}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    schedule();
    // A marked bar shows or hides without a scroll. Only that attribute is watched: every node a
    // page draws would otherwise read the layout again, frame after frame, while it loads.
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { subtree: true, attributeFilter: ['hidden'] });
    // Pages draw after their route changes: look again once they have.
    const later = setTimeout(schedule, 1000);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(later);
      changes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [chatRef, pathname]);
}
