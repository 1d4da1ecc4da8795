import { useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from '@shop/storefront-sdk';
import { ROTATION_INTERVAL_MS } from '../../../constants';

/**
 * An index that moves on by itself every few seconds (hero slides, testimonials). Choosing a
 * slide restarts the wait; hovering or focusing the carousel pauses it. It stays still in
 * accessibility mode and when the system asks for reduced motion: the arrows and dots still work.
 */
export function useRotation(count: number, intervalMs = ROTATION_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [restarts, setRestarts] = useState(0);
  const still = useReducedMotion();

  useEffect(() => {
    if (count < 2 || paused || still) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, paused, still, restarts]);

  const goTo = useCallback(
    (next: number) => {
      if (count < 1) return;
      setIndex(((next % count) + count) % count);
      setRestarts((n) => n + 1);
    },
    [count],
  );

  return {
    count,
    index: count > 0 ? index % count : 0,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    /** Spread on the carousel's element: it is announced as a carousel and pauses while in use. */
    carouselProps: {
      'aria-roledescription': 'carousel',
      onMouseEnter: () => setPaused(true),
      onMouseLeave: () => setPaused(false),
      onFocus: () => setPaused(true),
      onBlur: () => setPaused(false),
    },
  };
}

export type Rotation = ReturnType<typeof useRotation>;
