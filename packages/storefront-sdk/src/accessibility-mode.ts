import { readStored, watchStored, writeStored } from './browser-storage';

export const ACCESSIBILITY_MODE_STORAGE_KEY = 'accessibilityMode';
/** The class on <html> the design tokens read: larger text, higher contrast, no motion. */
export const ACCESSIBILITY_MODE_CLASS = 'accessibility-mode';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function motionQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY)
    : null;
}

/** The shopper's accessibility mode, remembered in this browser. */
export const accessibilityMode = {
  isOn(): boolean {
    return readStored(ACCESSIBILITY_MODE_STORAGE_KEY) === 'on';
  },

  set(on: boolean): void {
    writeStored(ACCESSIBILITY_MODE_STORAGE_KEY, on ? 'on' : null);
  },

  /** Listens for the mode being turned on or off, here or in another tab. */
  subscribe(listener: () => void): () => void {
    return watchStored(ACCESSIBILITY_MODE_STORAGE_KEY, listener);
  },
};

/**
 * Puts the mode's class on <html> now and keeps it there as the setting changes. The shell calls
 * it once before its first render, so a remembered mode shows from the first paint.
 */
export function followAccessibilityMode(): () => void {
  const apply = () =>
    document.documentElement.classList.toggle(ACCESSIBILITY_MODE_CLASS, accessibilityMode.isOn());
  apply();
  return accessibilityMode.subscribe(apply);
}

/** Whether things should hold still: accessibility mode is on, or the system asks for less motion. */
export function prefersReducedMotion(): boolean {
  return accessibilityMode.isOn() || Boolean(motionQuery()?.matches);
}

/** Calls `listener` when either source of `prefersReducedMotion` changes. */
export function subscribeReducedMotion(listener: () => void): () => void {
  const query = motionQuery();
  query?.addEventListener?.('change', listener);
  const unsubscribe = accessibilityMode.subscribe(listener);
  return () => {
    query?.removeEventListener?.('change', listener);
    unsubscribe();
  };
}
