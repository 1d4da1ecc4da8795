import { readValue, writeValue } from './session-values';

/** docs/product/chat-and-tracking.md#visit-ids: the per-browser-session id (sessionStorage). */
export const SESSION_ID_STORAGE_KEY = 'analyticsSessionId';
/** A browser's lasting id (localStorage), so a returning visitor counts once. */
export const VISITOR_ID_STORAGE_KEY = 'analyticsVisitorId';

const remembered: Record<string, string> = {};

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function storedId(area: 'session' | 'local', key: string): string {
  const stored = readValue(area, key) ?? remembered[key];
  if (stored) return stored;
  const id = newId();
  remembered[key] = id;
  writeValue(area, key, id);
  return id;
}

export const trackingSessionId = (): string => storedId('session', SESSION_ID_STORAGE_KEY);
export const trackingVisitorId = (): string => storedId('local', VISITOR_ID_STORAGE_KEY);
