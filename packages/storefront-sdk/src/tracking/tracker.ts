import {
  TRACK_BATCH_LIMIT,
  TRACK_PATH,
  type TrackActivity,
  type TrackEvent,
  type TrackPageView,
} from '@shop/contracts';
import { apiUrl } from '../api-client';
import { tokenStore } from '../token-store';
import { trackBatches } from './track-batches';

/** The longest an item waits for the rest of its batch. */
export const TRACK_FLUSH_MS = 5000;

export type TrackBodyItem = TrackEvent | TrackActivity | TrackPageView;

export interface Tracker {
  /** Queues an item; it leaves with the next batch. */
  enqueue(item: TrackBodyItem): void;
  /** Sends everything queued now. */
  flush(): void;
}

const TEXT_JSON = 'text/plain;charset=UTF-8';

function post(body: string, token: string | null): void {
  void fetch(apiUrl(TRACK_PATH), {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': TEXT_JSON, ...(token ? { token } : {}) },
    body,
  }).catch(() => undefined);
}

function beacon(body: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(apiUrl(TRACK_PATH), new Blob([body], { type: TEXT_JSON }));
}

/**
 * The analytics service reads the shopper only from a `token` header, which a beacon cannot
 * carry. So a signed-in shopper's batches go by keepalive fetch with the header (the visit and
 * its page views then carry the shopper), and a visitor's by beacon: text/plain, so no CORS
 * preflight, and the browser delivers it after the page is gone. The event form counts only
 * with a token (docs/product/chat-and-tracking.md#ecommerce-events), so a visitor's events are
 * not sent at all.
 */
function send(items: TrackBodyItem[]): void {
  const token = tokenStore.get();
  const sendable = token ? items : items.filter((item) => !('eventType' in item));
  for (const body of trackBatches(sendable)) {
    if (token || !beacon(body)) post(body, token);
  }
}

/**
 * Batches tracking: a batch leaves TRACK_FLUSH_MS after its first item, when it is full, and
 * when the page is hidden or left, so leaving a page loses nothing. Tracking never throws into
 * the page: docs/product/chat-and-tracking.md#tracking-failures.
 */
export function createTracker(): Tracker {
  let queue: TrackBodyItem[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const items = queue;
    queue = [];
    try {
      send(items);
    } catch {
      // Lost tracking is better than a broken page.
    }
  };

  const listen = () => {
    if (listening || typeof window === 'undefined') return;
    listening = true;
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  };

  return {
    enqueue(item) {
      listen();
      queue.push(item);
      if (queue.length >= TRACK_BATCH_LIMIT) flush();
      else timer ??= setTimeout(flush, TRACK_FLUSH_MS);
    },
    flush,
  };
}
