import { eq, inArray, sql } from 'drizzle-orm';
import { CombinedService } from '../dashboard/combined.service';
import { RealtimeService } from '../dashboard/realtime.service';
import { rowsOf } from '../db/rows';
import { startAnalyticsApp, type AnalyticsTestApp } from '../testing/start-analytics-app';
import { visits, type VisitRow } from '../tracking/visits.table';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
const SOURCES = [
  ['google', 'organic', 'search'],
  ['direct', 'none', 'direct'],
  ['instagram', 'social', 'social'],
] as const;
const PLACES = [
  ['Pakistan', 'Lahore'],
  ['Canada', 'Toronto'],
  ['Iceland', 'Reykjavik'],
] as const;

export type Row = Record<string, unknown>;
export const sorted = (rows: Row[]) =>
  rows.map((row) => JSON.stringify(row)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

export interface RollupsApp {
  analytics: AnalyticsTestApp;
  combined: CombinedService;
  realtime: RealtimeService;
  /** When the visits were written. */
  now: Date;
  /** The start of today, UTC, in milliseconds. */
  today: number;
  /** Whole UTC days, from `fromDaysAgo` to the end of `toDaysAgo`. */
  period(fromDaysAgo: number, toDaysAgo: number): { start: Date; end: Date };
  /** The real-time figures since `start`, counted from the visits themselves. */
  rawActive(start: Date): Promise<{ all: unknown; places: Row[]; sources: Row[] }>;
  expectCombinedEqualsRaw(fromDaysAgo: number, toDaysAgo: number): Promise<void>;
  expectRealtimeEqualsRaw(start: Date): Promise<void>;
}

/**
 * The analytics service with visits around the edges of UTC days and hours, over 5 days, some
 * of them updated (moved off direct, to another place, seen later) and one deleted; and the
 * dashboard's figures, which come from the rollups, checked against the same figures counted
 * from the visits.
 */
export async function startRollupsApp(): Promise<RollupsApp> {
  const analytics = await startAnalyticsApp();
  const combined = analytics.app.get(CombinedService);
  const realtime = analytics.app.get(RealtimeService);
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  await seedVisitsAroundEdges(analytics, now, today);

  const period = (fromDaysAgo: number, toDaysAgo: number) => ({
    start: new Date(today - fromDaysAgo * DAY),
    end: new Date(today - toDaysAgo * DAY + DAY),
  });

  async function rawCombined({ start, end }: { start: Date; end: Date }) {
    const within = sql`started_at >= ${start.toISOString()}::timestamptz
      and started_at < ${end.toISOString()}::timestamptz`;
    const [figures] = rowsOf<Row>(
      await analytics.db.execute(sql`
        select count(distinct visitor_id)::int as users, count(*)::int as sessions,
          coalesce(sum(page_views), 0)::int as page_views from ${visits} where ${within}`),
    );
    const sources = rowsOf<Row>(
      await analytics.db.execute(sql`
        select source, medium, count(distinct visitor_id)::int as users, count(*)::int as sessions
        from ${visits} where ${within} group by 1, 2`),
    );
    const places = rowsOf<Row>(
      await analytics.db.execute(sql`
        select country, city, count(distinct visitor_id)::int as users
        from ${visits} where ${within} group by 1, 2`),
    );
    return { figures, sources, places };
  }

  async function expectCombinedEqualsRaw(fromDaysAgo: number, toDaysAgo: number) {
    const range = period(fromDaysAgo, toDaysAgo);
    const answer = await combined.combined(range);
    const raw = await rawCombined(range);
    expect({
      users: answer.overview.totalUsers,
      sessions: answer.overview.sessions,
      page_views: answer.overview.pageViews,
    }).toEqual(raw.figures);
    expect(
      sorted(
        answer.trafficSources.map(({ source, medium, users, sessions }) => ({
          source,
          medium,
          users,
          sessions,
        })),
      ),
    ).toEqual(sorted(raw.sources));
    expect(sorted(answer.geographic)).toEqual(sorted(raw.places));
  }

  async function rawActive(start: Date) {
    const since = sql`last_seen_at >= ${start.toISOString()}::timestamptz`;
    const [all] = rowsOf<Row>(
      await analytics.db.execute(
        sql`select count(distinct visitor_id)::int as n from ${visits} where ${since}`,
      ),
    );
    const places = rowsOf<Row>(
      await analytics.db.execute(sql`
        select country, city, count(distinct visitor_id)::int as "uniqueUsers",
          sum(hits)::int as "totalActivities" from ${visits} where ${since} group by 1, 2`),
    );
    const sources = rowsOf<Row>(
      await analytics.db.execute(sql`
        select source, medium, source_type as type, count(distinct visitor_id)::int as "uniqueUsers"
        from ${visits} where ${since} group by 1, 2, 3`),
    );
    return { all: all.n, places, sources };
  }

  async function expectRealtimeEqualsRaw(start: Date) {
    const range = { start, end: now };
    const raw = await rawActive(start);
    expect((await realtime.activeUsers(range)).count).toBe(raw.all);
    expect(sorted(await realtime.locations(range))).toEqual(sorted(raw.places));
    const sources = await realtime.trafficSources(range);
    expect(
      sorted(
        sources.map(({ source, medium, type, uniqueUsers }) => ({
          source,
          medium,
          type,
          uniqueUsers,
        })),
      ),
    ).toEqual(sorted(raw.sources));
  }

  return {
    analytics,
    combined,
    realtime,
    now,
    today,
    period,
    rawActive,
    expectCombinedEqualsRaw,
    expectRealtimeEqualsRaw,
  };
}

/** Visits of 7 visitors from 3 sources and 3 places, then some updated and one deleted. */
async function seedVisitsAroundEdges(
  analytics: AnalyticsTestApp,
  now: Date,
  today: number,
): Promise<void> {
  // Visits around the edges: the last and first millisecond of UTC days and hours, over 5 days.
  const moments: number[] = [];
  for (let d = 0; d < 5; d++) {
    const midnight = today - d * DAY;
    moments.push(midnight, midnight - 1, midnight + 13 * HOUR - 1, midnight + 13 * HOUR + 1);
  }
  const rows: VisitRow[] = moments.flatMap((at, i) =>
    [0, 1, 2].map((j) => {
      const [source, medium, sourceType] = SOURCES[(i + j) % 3];
      const [country, city] = PLACES[(i * j) % 3];
      return {
        sessionId: `edge-${i}-${j}`,
        visitorId: `visitor-${(i * 3 + j) % 7}`,
        startedAt: new Date(at),
        lastSeenAt: new Date(Math.min(at + j * 20 * 60_000, now.getTime())),
        source,
        medium,
        sourceType,
        country,
        city,
        pageViews: j + 1,
        hits: j + 2,
      };
    }),
  );
  await analytics.db.insert(visits).values(rows);
  // Updates: one statement touching many sessions, as a batch of track calls does.
  await analytics.db.execute(sql`
    update ${visits} set page_views = page_views + 2, hits = hits + 2,
      last_seen_at = least(last_seen_at + interval '50 minutes', now())
    where session_id like 'edge-1%' or session_id like 'edge-2-%'`);
  await analytics.db
    .update(visits)
    .set({ source: 'newsletter', medium: 'email', sourceType: 'campaign', country: 'Canada' })
    .where(inArray(visits.sessionId, ['edge-3-1', 'edge-5-1', 'edge-9-1']));
  await analytics.db.delete(visits).where(eq(visits.sessionId, 'edge-6-2'));
}
