import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { CombinedService } from '../dashboard/combined.service';
import { RealtimeService } from '../dashboard/realtime.service';
import { rowsOf } from '../dashboard/rows';
import { AnalyticsRetention } from '../retention/analytics-retention';
import { CATCH_UP_AFTER_MS } from './visit-rollups';
import { startAnalyticsApp, type AnalyticsTestApp } from '../testing/start-analytics-app';
import { visits, type VisitRow } from '../tracking/visits.table';

// Starts a real database and NATS, and reads the GeoIP databases.
jest.setTimeout(120_000);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
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

type Row = Record<string, unknown>;
const sorted = (rows: Row[]) =>
  rows.map((row) => JSON.stringify(row)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * The figures of the dashboard, which come from the rollups, against the same figures counted
 * from the visits themselves, after inserts, updates (a session moving off direct, to another
 * place, seen later) and deletes (retention), at the edges of UTC days and hours.
 */
describe('visit rollups', () => {
  let analytics: AnalyticsTestApp;
  let combined: CombinedService;
  let realtime: RealtimeService;
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  beforeAll(async () => {
    analytics = await startAnalyticsApp();
    combined = analytics.app.get(CombinedService);
    realtime = analytics.app.get(RealtimeService);
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
  });
  afterAll(() => analytics?.stop());

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

  it('answers the combined figures of every range of whole UTC days as the visits do', async () => {
    for (let from = 0; from <= 5; from++) {
      for (let to = 0; to <= from; to++) await expectCombinedEqualsRaw(from, to);
    }
    const week = await combined.combined(period(6, 0));
    expect(week.overview.sessions).toBe(59);
  });

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

  it('answers the real-time figures from any moment, on and around hour edges, as the visits do', async () => {
    const starts = [0, 1, 12, 13, 24, 36, 49, 72, 97].flatMap((hours) => {
      const edge = Math.floor((now.getTime() - hours * HOUR) / HOUR) * HOUR;
      return [edge, edge - 1, edge + 1, now.getTime() - hours * HOUR];
    });
    // And on the moments sessions were last seen at, in hours they share with earlier sightings.
    for (let d = 0; d < 3; d++) {
      const midnight = today - d * DAY;
      for (const seen of [midnight, midnight + 20 * 60_000, midnight + 13 * HOUR + 1])
        starts.push(seen - 1, seen, seen + 1);
    }
    for (const start of starts) await expectRealtimeEqualsRaw(new Date(start));
  });

  it('counts sessions seen again, with new sessions and moves of the same visitors in between, as the visits do', async () => {
    const pending = async () =>
      rowsOf<Row>(await analytics.db.execute(sql`select count(*)::int as n from visit_changes`))[0]
        .n;
    expect(await pending()).toBe(0);
    // Seen again later under the same source and place, across hour edges (counted as moves).
    await analytics.db.execute(sql`
      update ${visits} set page_views = page_views + 1, hits = hits + 3,
        last_seen_at = least(last_seen_at + interval '40 minutes', now())
      where session_id like 'edge-%-0' or session_id like 'edge-1_-1'`);
    // In the same catch-up: a new session of a visitor seen above, a session seen twice more, and
    // one moving to another place (counted afresh).
    await analytics.db.insert(visits).values({
      sessionId: 'again-1',
      visitorId: 'visitor-0',
      startedAt: new Date(now.getTime() - 2 * HOUR),
      lastSeenAt: new Date(now.getTime() - HOUR),
      source: 'google',
      medium: 'organic',
      sourceType: 'search',
      country: 'Pakistan',
      city: 'Lahore',
      pageViews: 1,
      hits: 1,
    });
    for (let i = 0; i < 2; i++)
      await analytics.db.execute(sql`
        update ${visits} set page_views = page_views + 1, hits = hits + 1,
          last_seen_at = least(last_seen_at + interval '1 hour', now())
        where session_id = 'edge-2-0'`);
    await analytics.db
      .update(visits)
      .set({ city: 'Karachi' })
      .where(eq(visits.sessionId, 'edge-4-0'));
    expect(await pending()).toBeGreaterThan(0);

    for (let from = 0; from <= 5; from++) await expectCombinedEqualsRaw(from, 0);
    for (const hours of [0, 1, 2, 13, 25, 49, 97])
      await expectRealtimeEqualsRaw(new Date(now.getTime() - hours * HOUR));
    expect(await pending()).toBe(0);
  });

  it('are caught up soon after tracking, with nobody reading them', async () => {
    await analytics.http
      .post('/api/realtime-analytics/track')
      .send({ sessionId: randomUUID().replaceAll('-', ''), path: '/collection' })
      .expect(200);
    const counted = async () =>
      rowsOf<Row>(
        await analytics.db.execute(sql`
          select (select count(*) from visit_changes)::int as pending,
            (select coalesce(sum(page_views), 0) from visit_days where dimension = 'all')::int as views,
            (select coalesce(sum(page_views), 0) from ${visits})::int as stored`),
      )[0];
    const deadline = Date.now() + 10 * CATCH_UP_AFTER_MS;
    let now = await counted();
    while (now.pending !== 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, CATCH_UP_AFTER_MS / 5));
      now = await counted();
    }
    expect({ pending: now.pending, views: now.views }).toEqual({ pending: 0, views: now.stored });
  });

  it('counts a session seen again in a later hour where the rollups last counted it until they catch up', async () => {
    const lastHour = Math.floor(now.getTime() / HOUR) * HOUR - HOUR;
    const start = new Date(lastHour + 57 * 60_000);
    await analytics.db.insert(visits).values({
      sessionId: 'hour-edge-1',
      visitorId: 'hour-edge-visitor',
      startedAt: new Date(lastHour + 50 * 60_000),
      lastSeenAt: new Date(lastHour + 58 * 60_000),
      source: 'google',
      medium: 'organic',
      sourceType: 'search',
      country: 'Iceland',
      city: 'Reykjavik',
      pageViews: 1,
      hits: 1,
    });
    await expectRealtimeEqualsRaw(start);
    const counted = await rawActive(start);
    await analytics.db.execute(
      sql`alter function apply_pending_visit_changes() rename to apply_pending_visit_changes_away`,
    );
    try {
      // Seen again in this hour: noted, not yet counted (the catch-up fails meanwhile).
      await analytics.db
        .update(visits)
        .set({ lastSeenAt: new Date(), pageViews: 2, hits: 2 })
        .where(eq(visits.sessionId, 'hour-edge-1'));
      const range = { start, end: new Date() };
      expect((await realtime.activeUsers(range)).count).toBe(counted.all);
      expect(sorted(await realtime.locations(range))).toEqual(sorted(counted.places));
    } finally {
      await analytics.db.execute(
        sql`alter function apply_pending_visit_changes_away() rename to apply_pending_visit_changes`,
      );
    }
    await expectRealtimeEqualsRaw(start);
  });

  it('still answers, from the rollups as they were, when a catch-up fails', async () => {
    const before = await combined.combined(period(0, 0));
    await analytics.db.execute(
      sql`alter function apply_pending_visit_changes() rename to apply_pending_visit_changes_away`,
    );
    try {
      await analytics.http
        .post('/api/realtime-analytics/track')
        .send({ sessionId: randomUUID().replaceAll('-', ''), path: '/faq' })
        .expect(200);
      const meanwhile = await combined.combined(period(0, 0));
      expect(meanwhile.overview.pageViews).toBe(before.overview.pageViews);
    } finally {
      await analytics.db.execute(
        sql`alter function apply_pending_visit_changes_away() rename to apply_pending_visit_changes`,
      );
    }
    const after = await combined.combined(period(0, 0));
    expect(after.overview.pageViews).toBe(before.overview.pageViews + 1);
  });

  it('follows new tracking, and drops what retention deletes', async () => {
    const sessionId = randomUUID().replaceAll('-', '');
    await analytics.http
      .post('/api/realtime-analytics/track')
      .send({ sessionId, visitorId: 'visitor-3', path: '/' })
      .expect(200);
    await expectCombinedEqualsRaw(0, 0);
    await expectRealtimeEqualsRaw(new Date(now.getTime() - DAY));

    await analytics.db
      .update(visits)
      .set({ lastSeenAt: new Date('2020-01-01T00:00:00Z'), startedAt: new Date('2020-01-01') })
      .where(eq(visits.sessionId, 'edge-0-0'));
    await analytics.app.get(AnalyticsRetention).prune();
    const [left] = rowsOf<Row>(
      await analytics.db.execute(sql`
        select (select count(*) from visit_days where day < '2021-01-01')::int as days,
          (select count(*) from visitor_days where day < '2021-01-01')::int as visitor_days,
          (select count(*) from visitor_latest where last_seen_hour < '2021-01-01')::int as latest`),
    );
    expect(left).toEqual({ days: 0, visitor_days: 0, latest: 0 });
    for (let from = 0; from <= 5; from++) await expectCombinedEqualsRaw(from, 0);
    await expectRealtimeEqualsRaw(new Date(now.getTime() - 5 * DAY));
  });
});
