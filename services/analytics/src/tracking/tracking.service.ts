import { Injectable } from '@nestjs/common';
import {
  classifyTrafficSource,
  DIRECT_TRAFFIC,
  type AuthUser,
  type Device,
  type TrackItem,
  type TrafficSource,
} from '@shop/contracts';
import { InjectDatabase, type Database, type Transaction } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LiveFeed } from '../live/live-feed';
import type { Place } from '../visitors/geo-locator';
import { activities } from './activities.table';
import { ecommerceEvents } from './ecommerce-events.table';
import { pageViews } from './page-views.table';
import { visits, type VisitRow } from './visits.table';

/** What the request itself tells about the visitor, worked out once per body. */
export interface Visitor {
  user?: AuthUser;
  place: Place;
  /** From the User-Agent header; undefined without one. */
  device?: Device;
  /** The shop's own host (the Origin), whose pages do not count as referrers. */
  shopHost?: string;
}

export interface TrackResult {
  accepted: number;
  skipped: number;
}

/**
 * Stores what the storefront tracks. Every item is stamped with the time it arrived (a browser's
 * clock is not trusted) and, when it names a session, counted into that session's visit.
 */
@Injectable()
export class TrackingService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly live: LiveFeed,
  ) {}

  async record(items: TrackItem[], visitor: Visitor): Promise<TrackResult> {
    // The event form counts only for a signed-in shopper (storefront spec §7).
    const kept = items.filter((item) => item.form !== 'event' || visitor.user);
    if (kept.length > 0) {
      await this.db.transaction(async (tx) => {
        const now = new Date();
        for (const item of kept) await this.store(tx, item, visitor, now);
        this.live.changed('visit');
      });
    }
    return { accepted: kept.length, skipped: items.length - kept.length };
  }

  private async store(
    tx: Transaction,
    item: TrackItem,
    visitor: Visitor,
    now: Date,
  ): Promise<void> {
    const userId = visitor.user?.userId ?? null;
    const device = visitor.device ?? ('device' in item ? item.device : undefined);
    switch (item.form) {
      case 'page-view': {
        const source = item.landingPage
          ? classifyTrafficSource(
              item.landingPage,
              hostOf(item.landingPage.url) ?? visitor.shopHost,
            )
          : (item.trafficSource ?? DIRECT_TRAFFIC);
        const visitorId = item.visitorId ?? item.sessionId;
        await upsertVisit(tx, visitor, now, {
          sessionId: item.sessionId,
          visitorId,
          landingPath: item.landingPage?.path ?? item.path,
          referrer: item.landingPage?.referrer ?? item.referrer ?? null,
          source,
          device,
          pageViews: 1,
        });
        await tx.insert(pageViews).values({
          sessionId: item.sessionId,
          visitorId,
          userId,
          path: item.path,
          title: item.title ?? null,
          referrer: item.referrer ?? null,
          occurredAt: now,
        });
        return;
      }
      case 'activity': {
        const source = item.trafficSource ?? DIRECT_TRAFFIC;
        if (item.sessionId) {
          await upsertVisit(tx, visitor, now, {
            sessionId: item.sessionId,
            visitorId: item.visitorId ?? item.sessionId,
            source,
            device,
            pageViews: 0,
          });
        }
        await tx.insert(activities).values({
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
        return;
      }
      case 'event': {
        if (item.sessionId) {
          await upsertVisit(tx, visitor, now, {
            sessionId: item.sessionId,
            visitorId: item.sessionId,
            source: DIRECT_TRAFFIC,
            device,
            pageViews: 0,
          });
        }
        await tx.insert(ecommerceEvents).values({
          sessionId: item.sessionId ?? null,
          userId: userId!,
          eventType: item.eventType,
          eventData: item.eventData ?? null,
          occurredAt: now,
        });
        return;
      }
    }
  }
}

interface VisitFacts {
  sessionId: string;
  visitorId: string;
  landingPath?: string;
  referrer?: string | null;
  source: TrafficSource;
  device?: Device;
  pageViews: number;
}

/**
 * Starts the session's visit or counts into it. A session keeps the first place and device it
 * showed, and the first traffic source other than direct: an event sent before the first page
 * view must not hide where the visitor came from.
 */
async function upsertVisit(
  tx: Transaction,
  visitor: Visitor,
  now: Date,
  facts: VisitFacts,
): Promise<void> {
  const row: VisitRow = {
    sessionId: facts.sessionId,
    visitorId: facts.visitorId,
    userId: visitor.user?.userId ?? null,
    email: visitor.user?.email ?? null,
    startedAt: now,
    lastSeenAt: now,
    landingPath: facts.landingPath ?? null,
    referrer: facts.referrer ?? null,
    ...sourceColumns(facts.source),
    ...deviceColumns(facts.device),
    ...visitor.place,
    pageViews: facts.pageViews,
    hits: 1,
  };
  const direct = sql`${visits.sourceType} = 'direct' and excluded.source_type <> 'direct'`;
  const fromExcluded = (column: AnyPgColumn, name: string) =>
    sql`case when ${direct} then ${sql.raw(`excluded.${name}`)} else ${column} end`;
  await tx
    .insert(visits)
    .values(row)
    .onConflictDoUpdate({
      target: visits.sessionId,
      set: {
        lastSeenAt: sql`greatest(${visits.lastSeenAt}, excluded.last_seen_at)`,
        userId: sql`coalesce(excluded.user_id, ${visits.userId})`,
        email: sql`coalesce(excluded.email, ${visits.email})`,
        landingPath: sql`coalesce(${visits.landingPath}, excluded.landing_path)`,
        source: fromExcluded(visits.source, 'source'),
        medium: fromExcluded(visits.medium, 'medium'),
        campaign: fromExcluded(visits.campaign, 'campaign'),
        referrer: fromExcluded(visits.referrer, 'referrer'),
        sourceType: fromExcluded(visits.sourceType, 'source_type'),
        deviceType: sql`coalesce(${visits.deviceType}, excluded.device_type)`,
        browser: sql`coalesce(${visits.browser}, excluded.browser)`,
        os: sql`coalesce(${visits.os}, excluded.os)`,
        pageViews: sql`${visits.pageViews} + excluded.page_views`,
        hits: sql`${visits.hits} + 1`,
      },
    });
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
