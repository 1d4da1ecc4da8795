import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CombinedService } from '../dashboard/combined.service';
import { rowsOf } from '../db/rows';
import { AnalyticsRetention } from '../retention/analytics-retention';
import { visits } from '../tracking/visits.table';
import type { AnalyticsTestApp } from '../testing/start-analytics-app';
import { DAY, HOUR, startRollupsApp, type RollupsApp, type Row } from './visit-rollups.fixture';

// Starts a real database and NATS, and reads the GeoIP databases.
jest.setTimeout(120_000);

/**
 * The figures of the dashboard, which come from the rollups, against the same figures counted
 * from the visits themselves, after inserts, updates (a session moving off direct, to another
 * place, seen later) and deletes (retention), at the edges of UTC days and hours.
 */
describe('visit rollups', () => {
  let analytics: AnalyticsTestApp;
  let combined: CombinedService;
  let now: Date;
  let today: number;
  let period: RollupsApp['period'];
  let expectCombinedEqualsRaw: RollupsApp['expectCombinedEqualsRaw'];
  let expectRealtimeEqualsRaw: RollupsApp['expectRealtimeEqualsRaw'];

  beforeAll(async () => {
    ({ analytics, combined, now, today, period, expectCombinedEqualsRaw, expectRealtimeEqualsRaw } =
      await startRollupsApp());
  });
  afterAll(() => analytics?.stop());

  it('answers the combined figures of every range of whole UTC days as the visits do', async () => {
    for (let from = 0; from <= 5; from++) {
      for (let to = 0; to <= from; to++) await expectCombinedEqualsRaw(from, to);
    }
    const week = await combined.combined(period(6, 0));
    expect(week.overview.sessions).toBe(59);
  });

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
