import { readStored, watchStored, writeStored } from './browser-storage';

export const TOKEN_STORAGE_KEY = 'token';
/**
 * docs/product/account.md#login-token: the token is re-read from storage every second as well as
 * on storage events.
 */
export const TOKEN_POLL_MS = 1000;

type Listener = () => void;

const listeners = new Set<Listener>();
let lastSeen = readStored(TOKEN_STORAGE_KEY);
let stopSync: (() => void) | null = null;

function syncFromStorage(): void {
  const next = readStored(TOKEN_STORAGE_KEY);
  if (next === lastSeen) return;
  lastSeen = next;
  for (const listener of [...listeners]) listener();
}

function startSync(): void {
  lastSeen = readStored(TOKEN_STORAGE_KEY);
  const unwatch = watchStored(TOKEN_STORAGE_KEY, syncFromStorage);
  const timer = setInterval(syncFromStorage, TOKEN_POLL_MS);
  stopSync = () => {
    unwatch();
    clearInterval(timer);
  };
}

export const tokenStore = {
  /** The stored login token, or null when signed out. */
  get(): string | null {
    return readStored(TOKEN_STORAGE_KEY) || null;
  },

  set(token: string): void {
    writeStored(TOKEN_STORAGE_KEY, token || null);
    syncFromStorage();
  },

  clear(): void {
    writeStored(TOKEN_STORAGE_KEY, null);
    syncFromStorage();
  },

  /** Listens for sign-in and sign-out, here or in another tab; returns the unsubscribe. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    if (!stopSync) startSync();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && stopSync) {
        stopSync();
        stopSync = null;
      }
    };
  },
};
