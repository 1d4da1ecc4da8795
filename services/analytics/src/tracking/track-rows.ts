import {
  classifyTrafficSource,
  DIRECT_TRAFFIC,
  type AuthUser,
  type Device,
  type TrackItem,
  type TrafficSource,
} from '@shop/contracts';
import type { Place } from '../visitors/geo-locator';
import type { activities } from './activities.table';
import type { ecommerceEvents } from './ecommerce-events.table';
import type { pageViews } from './page-views.table';
import type { VisitRow } from './visits.table';

/** What the request itself tells about the visitor, worked out once per body. */
export interface Visitor {
  user?: AuthUser;
  place: Place;
  /** From the User-Agent header; undefined without one. */
  device?: Device;
  /** The shop's own host (the Origin), whose pages do not count as referrers. */
  shopHost?: string;
}

/** The rows one track call writes: all of them or none. */
export interface TrackRows {
  /** One per item that names a session, in the order of the items. */
  visits: VisitRow[];
  pageViews: Array<typeof pageViews.$inferInsert>;
  activities: Array<typeof activities.$inferInsert>;
  ecommerceEvents: Array<typeof ecommerceEvents.$inferInsert>;
}

export const noRows = (): TrackRows => ({
  visits: [],
  pageViews: [],
  activities: [],
  ecommerceEvents: [],
});

/**
 * The rows of the items kept from one call, each stamped `now` (a browser's clock is not trusted).
 * An item naming a session adds one visit row: `mergeVisits` folds a session's rows into one.
 */
export function trackRowsOf(items: TrackItem[], visitor: Visitor, now: Date): TrackRows {
  const rows = noRows();
  const userId = visitor.user?.userId ?? null;
  for (const item of items) {
    const device = visitor.device ?? ('device' in item ? item.device : undefined);
    const visit = (facts: VisitFacts) => rows.visits.push(visitRow(visitor, now, device, facts));
    switch (item.form) {
      case 'page-view': {
        const source = item.landingPage
          ? classifyTrafficSource(
              item.landingPage,
              hostOf(item.landingPage.url) ?? visitor.shopHost,
            )
          : (item.trafficSource ?? DIRECT_TRAFFIC);
        const visitorId = item.visitorId ?? item.sessionId;
        visit({
          sessionId: item.sessionId,
          visitorId,
          landingPath: item.landingPage?.path ?? item.path,
          referrer: item.landingPage?.referrer ?? item.referrer ?? null,
          source,
          pageViews: 1,
        });
        rows.pageViews.push({
          sessionId: item.sessionId,
          visitorId,
          userId,
          path: item.path,
          title: item.title ?? null,
          referrer: item.referrer ?? null,
          occurredAt: now,
        });
        break;
      }
      case 'activity': {
        const source = item.trafficSource ?? DIRECT_TRAFFIC;
        if (item.sessionId) {
          visit({
            sessionId: item.sessionId,
            visitorId: item.visitorId ?? item.sessionId,
            source,
            pageViews: 0,
          });
        }
        rows.activities.push({
          sessionId: item.sessionId ?? null,
          userId,
          email: visitor.user?.email ?? null,
          activityType: item.activityType,
          ...sourceColumns(source),
          ...deviceColumns(device),
          ...visitor.place,
          metadata: item.metadata ?? null,
          occurredAt: now,
        });
        break;
      }
      case 'event': {
        if (item.sessionId) {
          visit({
            sessionId: item.sessionId,
            visitorId: item.sessionId,
            source: DIRECT_TRAFFIC,
            pageViews: 0,
          });
        }
        rows.ecommerceEvents.push({
          sessionId: item.sessionId ?? null,
          userId: userId!,
          eventType: item.eventType,
          eventData: item.eventData ?? null,
          occurredAt: now,
        });
        break;
      }
    }
  }
  return rows;
}

interface VisitFacts {
  sessionId: string;
  visitorId: string;
  landingPath?: string;
  referrer?: string | null;
  source: TrafficSource;
  pageViews: number;
}

function visitRow(
  visitor: Visitor,
  now: Date,
  device: Device | undefined,
  facts: VisitFacts,
): VisitRow {
  return {
    sessionId: facts.sessionId,
    visitorId: facts.visitorId,
    userId: visitor.user?.userId ?? null,
    email: visitor.user?.email ?? null,
    startedAt: now,
    lastSeenAt: now,
    landingPath: facts.landingPath ?? null,
    referrer: facts.referrer ?? null,
    ...sourceColumns(facts.source),
    ...deviceColumns(device),
    ...visitor.place,
    pageViews: facts.pageViews,
    hits: 1,
  };
}

/**
 * One row per session, as if the rows had been stored one after the other (the upsert of
 * `VisitWriter` applies the same rules against the stored visit): the first row keeps the
 * visitor, start and place; the last user seen wins; the first landing page and device facts
 * stay; the first traffic source other than direct replaces a direct one; page views and hits
 * add up. Sorted by session, so concurrent writers lock visits in one order.
 */
export function mergeVisits(rows: VisitRow[]): VisitRow[] {
  const bySession = new Map<string, VisitRow>();
  for (const row of rows) {
    const first = bySession.get(row.sessionId);
    bySession.set(row.sessionId, first ? mergeVisit(first, row) : { ...row });
  }
  return [...bySession.values()].sort((a, b) =>
    a.sessionId < b.sessionId ? -1 : a.sessionId > b.sessionId ? 1 : 0,
  );
}

function mergeVisit(first: VisitRow, next: VisitRow): VisitRow {
  const takeSource = first.sourceType === 'direct' && next.sourceType !== 'direct';
  const sourceOf = takeSource ? next : first;
  return {
    ...first,
    lastSeenAt: next.lastSeenAt! > first.lastSeenAt! ? next.lastSeenAt : first.lastSeenAt,
    userId: next.userId ?? first.userId ?? null,
    email: next.email ?? first.email ?? null,
    landingPath: first.landingPath ?? next.landingPath ?? null,
    source: sourceOf.source,
    medium: sourceOf.medium,
    campaign: sourceOf.campaign ?? null,
    referrer: sourceOf.referrer ?? null,
    sourceType: sourceOf.sourceType,
    deviceType: first.deviceType ?? next.deviceType ?? null,
    browser: first.browser ?? next.browser ?? null,
    os: first.os ?? next.os ?? null,
    pageViews: (first.pageViews ?? 0) + (next.pageViews ?? 0),
    hits: (first.hits ?? 0) + (next.hits ?? 0),
  };
}

function sourceColumns(source: TrafficSource) {
  return {
    source: source.source,
    medium: source.medium ?? 'none',
    campaign: source.campaign ?? null,
    sourceType: source.type,
  };
}

function deviceColumns(device: Device | undefined) {
  return {
    deviceType: device?.type ?? null,
    browser: device?.browser ?? null,
    os: device?.os ?? null,
  };
}

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}
