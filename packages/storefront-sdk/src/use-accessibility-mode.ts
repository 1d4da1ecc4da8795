import { useCallback, useSyncExternalStore } from 'react';
import {
  accessibilityMode,
  prefersReducedMotion,
  subscribeReducedMotion,
} from './accessibility-mode';

const off = () => false;

/** The accessibility mode and a setter, re-rendering when it changes anywhere. */
export function useAccessibilityMode(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(accessibilityMode.subscribe, accessibilityMode.isOn, off);
  const set = useCallback((next: boolean) => accessibilityMode.set(next), []);
  return [on, set];
}

/** True while rotations and other automatic motion should stop (accessibility mode or system). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, off);
}
