import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface FocusTrapOptions {
  /** Called on Escape while the trap is active. */
  onEscape: () => void;
  /** What takes focus on opening: the container itself, or its first focusable element. */
  initialFocus?: 'container' | 'first';
}

/**
 * Keeps Tab and Shift+Tab inside the element while `active`, closes on Escape, and gives focus
 * back to whatever had it before (the button that opened the dialog or drawer) when it ends.
 */
export function useFocusTrap<T extends HTMLElement>(
  active: boolean,
  { onEscape, initialFocus = 'container' }: FocusTrapOptions,
): RefObject<T | null> {
  const containerRef = useRef<T>(null);
  // The latest callback, without restarting the trap (and moving focus) on every render.
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  });

  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement as HTMLElement | null;
    const focusables = () => [
      ...(containerRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []),
    ];
    const start = initialFocus === 'first' ? focusables()[0] : containerRef.current;
    start?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const container = containerRef.current;
      if (!container) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        escapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      const outside = !container.contains(current) || current === container;
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus?.();
    };
  }, [active, initialFocus]);

  return containerRef;
}
