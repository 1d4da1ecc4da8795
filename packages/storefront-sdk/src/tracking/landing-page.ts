import type { LandingPage } from '@shop/contracts';
import { readValue, writeValue } from './session-values';

/**
 * docs/product/chat-and-tracking.md#landing-page: the landing page record, kept for the browser
 * session.
 */
export const LANDING_PAGE_STORAGE_KEY = 'landingPage';

const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

function landingPageOf(location: Location, referrer: string, now: Date): LandingPage {
  const query = new URLSearchParams(location.search);
  const record: LandingPage = {
    url: location.href,
    path: location.pathname,
    referrer,
  };
  for (const field of UTM_FIELDS) {
    const value = query.get(field);
    if (value) record[field] = value;
  }
  record.timestamp = now.toISOString();
  return record;
}

export function readLandingPage(): LandingPage | null {
  const stored = readValue('session', LANDING_PAGE_STORAGE_KEY);
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return typeof parsed === 'object' && parsed !== null ? (parsed as LandingPage) : null;
  } catch {
    return null;
  }
}

/**
 * docs/product/chat-and-tracking.md#landing-page: the landing page is recorded once per session,
 * the first time it is absent; `isNew` tells the caller to announce it.
 */
export function recordLandingPage(now = new Date()): { landingPage: LandingPage; isNew: boolean } {
  const stored = readLandingPage();
  if (stored) return { landingPage: stored, isNew: false };
  const landingPage = landingPageOf(window.location, document.referrer, now);
  writeValue('session', LANDING_PAGE_STORAGE_KEY, JSON.stringify(landingPage));
  return { landingPage, isNew: true };
}
