import { useSyncExternalStore } from 'react';
import { tokenStore } from './token-store';

const noToken = () => null;

/** The current login token (null when signed out), re-rendering on sign-in and sign-out. */
export function useToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, noToken);
}
