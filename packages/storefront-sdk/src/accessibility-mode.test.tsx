import { act, renderHook } from '@testing-library/react';
import {
  ACCESSIBILITY_MODE_CLASS,
  ACCESSIBILITY_MODE_STORAGE_KEY,
  accessibilityMode,
  followAccessibilityMode,
} from './accessibility-mode';
import { useAccessibilityMode, useReducedMotion } from './use-accessibility-mode';

/** A system motion preference the test can flip, as the OS setting would. */
function stubMotionPreference(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduce,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    query.matches = next;
    listeners.forEach((listener) => listener());
  };
}

const html = () => document.documentElement.classList;

beforeEach(() => {
  localStorage.clear();
  stubMotionPreference(false);
});

describe('accessibility mode', () => {
  it('is remembered in this browser and marks the page while on', () => {
    const stop = followAccessibilityMode();
    expect(html().contains(ACCESSIBILITY_MODE_CLASS)).toBe(false);

    accessibilityMode.set(true);
    expect(localStorage.getItem(ACCESSIBILITY_MODE_STORAGE_KEY)).toBe('on');
    expect(html().contains(ACCESSIBILITY_MODE_CLASS)).toBe(true);

    accessibilityMode.set(false);
    expect(localStorage.getItem(ACCESSIBILITY_MODE_STORAGE_KEY)).toBeNull();
    expect(html().contains(ACCESSIBILITY_MODE_CLASS)).toBe(false);
    stop();
  });

  it('marks the page from the first render when it was turned on in an earlier visit', () => {
    localStorage.setItem(ACCESSIBILITY_MODE_STORAGE_KEY, 'on');
    const stop = followAccessibilityMode();
    expect(html().contains(ACCESSIBILITY_MODE_CLASS)).toBe(true);
    stop();
    html().remove(ACCESSIBILITY_MODE_CLASS);
  });

  it('re-renders every component using it when it is switched', () => {
    const first = renderHook(() => useAccessibilityMode());
    const second = renderHook(() => useAccessibilityMode());
    act(() => first.result.current[1](true));
    expect(second.result.current[0]).toBe(true);
    act(() => second.result.current[1](false));
    expect(first.result.current[0]).toBe(false);
  });

  it('asks for reduced motion while on, and whenever the system does', () => {
    const setSystemPreference = stubMotionPreference(false);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);

    act(() => accessibilityMode.set(true));
    expect(result.current).toBe(true);
    act(() => accessibilityMode.set(false));
    expect(result.current).toBe(false);

    act(() => setSystemPreference(true));
    expect(result.current).toBe(true);
  });
});
