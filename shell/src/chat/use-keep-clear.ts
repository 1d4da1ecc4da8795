import { useEffect, type RefObject } from 'react';

/** Space kept between the button and what it steps over. */
const GAP_PX = 8;
/** The button never climbs past this far from the top of the window. */
const TOP_LIMIT_PX = 96;

/**
 * Lifts the floating chat (its `--chat-lift`) above any element of the page marked
 * `data-chat-clear` (a price, Add to cart) that would sit under it, as the page scrolls or the
 * window changes size; back down once they have passed.
 */
export function useKeepClear(chatRef: RefObject<HTMLElement | null>, pathname: string): void {
  useEffect(() => {
    const chat = chatRef.current;
    if (!chat) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      chat.style.setProperty('--chat-lift', '0px');
      const home = chat.getBoundingClientRect();
      let lift = 0;
      for (const element of document.querySelectorAll<HTMLElement>('[data-chat-clear]')) {
        const box = element.getBoundingClientRect();
        const beside = box.right <= home.left || box.left >= home.right;
        const apart = box.bottom <= home.top || box.top >= home.bottom;
        if (!beside && !apart) lift = Math.max(lift, home.bottom - box.top + GAP_PX);
      }
      lift = Math.min(lift, Math.max(0, home.top - TOP_LIMIT_PX));
      chat.style.setProperty('--chat-lift', `${lift}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    schedule();
    // Pages draw after their route changes: look again once they have.
    const later = setTimeout(schedule, 1000);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(later);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [chatRef, pathname]);
}
