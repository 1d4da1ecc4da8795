import { act, renderHook } from '@testing-library/react';
import { TOKEN_POLL_MS, TOKEN_STORAGE_KEY, tokenStore } from './token-store';
import { useToken } from './use-token';

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('token store', () => {
  it('stores, reads and clears the token under "token"', () => {
    expect(tokenStore.get()).toBeNull();
    tokenStore.set('abc');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(tokenStore.get()).toBe('abc');
    tokenStore.clear();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(tokenStore.get()).toBeNull();
  });

  it('tells subscribers about sign-in and sign-out', () => {
    const listener = jest.fn();
    const unsubscribe = tokenStore.subscribe(listener);
    tokenStore.set('abc');
    tokenStore.set('abc');
    tokenStore.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('picks up a token written to storage behind its back within a second', () => {
    jest.useFakeTimers();
    const { result, unmount } = renderHook(() => useToken());
    expect(result.current).toBeNull();
    localStorage.setItem(TOKEN_STORAGE_KEY, 'from-elsewhere');
    act(() => {
      jest.advanceTimersByTime(TOKEN_POLL_MS);
    });
    expect(result.current).toBe('from-elsewhere');
    unmount();
  });

  it('follows sign-out in another tab through the storage event', () => {
    tokenStore.set('abc');
    const { result, unmount } = renderHook(() => useToken());
    expect(result.current).toBe('abc');
    act(() => {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    });
    expect(result.current).toBeNull();
    unmount();
  });

  it('stops polling when nobody listens', () => {
    jest.useFakeTimers();
    const unsubscribe = tokenStore.subscribe(() => undefined);
    expect(jest.getTimerCount()).toBe(1);
    unsubscribe();
    expect(jest.getTimerCount()).toBe(0);
  });
});
