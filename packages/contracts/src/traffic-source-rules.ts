import type { TrafficSource } from './traffic';

/**
 * What the landing page record knows about a visitor's arrival
 * (docs/product/chat-and-tracking.md#landing-page).
 */
interface ArrivalClues {
  referrer?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
}

/**
 * docs/product/chat-and-tracking.md#traffic-source: the social networks and search engines
 * recognised in a referrer.
 */
export const SOCIAL_SOURCES = [
  'instagram',
  'facebook',
  'twitter',
  'tiktok',
  'youtube',
  'linkedin',
  'pinterest',
] as const;
export const SEARCH_SOURCES = ['google', 'bing', 'yahoo', 'duckduckgo'] as const;

/** Referrer host names (and their subdomains) of each source; `google.` matches every country. */
const REFERRER_HOSTS: Record<
  (typeof SOCIAL_SOURCES)[number] | (typeof SEARCH_SOURCES)[number],
  string[]
> = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
  twitter: ['twitter.com', 'x.com', 't.co'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
  linkedin: ['linkedin.com', 'lnkd.in'],
  pinterest: ['pinterest.com', 'pin.it'],
  google: ['google.'],
  bing: ['bing.com'],
  yahoo: ['yahoo.com'],
  duckduckgo: ['duckduckgo.com'],
};

export const DIRECT_TRAFFIC: TrafficSource = { source: 'direct', medium: 'none', type: 'direct' };

/**
 * Where a visitor came from: campaign parameters first, else the referrer's host (a social
 * network, a search engine, any other site as a referral), else direct. A referrer on `ownHost`
 * is a page of the shop itself, so it counts as direct.
 */
export function classifyTrafficSource(clues: ArrivalClues, ownHost?: string): TrafficSource {
  const utmSource = clean(clues.utm_source);
  if (utmSource) {
    return {
      source: utmSource.toLowerCase(),
      medium: clean(clues.utm_medium)?.toLowerCase() ?? 'campaign',
      ...(clean(clues.utm_campaign) ? { campaign: clean(clues.utm_campaign) } : {}),
      type: 'campaign',
    };
  }
  const host = hostOf(clues.referrer);
  if (!host || (ownHost && host === ownHost.toLowerCase().replace(/^www\./, ''))) {
    return DIRECT_TRAFFIC;
  }
  const social = SOCIAL_SOURCES.find((source) => matches(host, REFERRER_HOSTS[source]));
  if (social) return { source: social, medium: 'social', type: 'social' };
  const search = SEARCH_SOURCES.find((source) => matches(host, REFERRER_HOSTS[source]));
  if (search) return { source: search, medium: 'organic', type: 'search' };
  return { source: host.slice(0, 100), medium: 'referral', type: 'referral' };
}

function clean(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim().slice(0, 100);
  return trimmed || undefined;
}

function hostOf(referrer: string | null | undefined): string | undefined {
  if (!referrer) return undefined;
  try {
    return new URL(referrer).hostname.toLowerCase().replace(/^www\./, '') || undefined;
  } catch {
    return undefined;
  }
}

function matches(host: string, known: string[]): boolean {
  return known.some((name) =>
    name.endsWith('.')
      ? host.startsWith(name) || host.includes(`.${name}`)
      : host === name || host.endsWith(`.${name}`),
  );
}
