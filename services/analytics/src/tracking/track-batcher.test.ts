import { randomUUID } from 'node:crypto';
import { DatabaseConnection } from '@shop/service-kit';
import { eq, inArray } from 'drizzle-orm';
import { useAnalyticsApp } from '../testing/start-analytics-app';
import { pageViews } from './page-views.table';
import { TrackBatcher } from './track-batcher';
import { trackRowsOf } from './track-rows';
import { visits } from './visits.table';

// Starts a real database and NATS, and reads the GeoIP databases.
jest.setTimeout(60_000);

const TRACK = '/api/realtime-analytics/track';
const CALLS = 50;
const newSession = () => randomUUID().replaceAll('-', '');
const place = { country: 'Unknown', city: 'Unknown' };

describe('track calls written together (group commit)', () => {
  const analytics = useAnalyticsApp();
  let commits = 0;

  beforeAll(async () => {
    analytics.app.get(DatabaseConnection).onCommit(() => (commits += 1));
  });

  const viewsOf = async (sessionIds: string[]) =>
    analytics.db.select().from(pageViews).where(inArray(pageViews.sessionId, sessionIds));

  it('stores every one of many concurrent calls, each answered once its rows are committed', async () => {
    const sessions = Array.from({ length: CALLS }, newSession);
    const commitsBefore = commits;
    const storedWhenAnswered = await Promise.all(
      sessions.map(async (sessionId, i) => {
        const res = await analytics.http.post(TRACK).send([
          { sessionId, path: `/product/${i}` },
          { sessionId, path: '/cart' },
        ]);
        expect(res.body).toEqual({ success: true, accepted: 2, skipped: 0 });
        // Read at once, on another connection: the rows were committed before the answer.
        return (await viewsOf([sessionId])).length;
      }),
    );
    expect(storedWhenAnswered).toEqual(sessions.map(() => 2));
    expect(await viewsOf(sessions)).toHaveLength(CALLS * 2);
    const stored = await analytics.db
      .select()
      .from(visits)
      .where(inArray(visits.sessionId, sessions));
    expect(stored.map((visit) => [visit.pageViews, visit.hits])).toEqual(
      sessions.map(() => [2, 2]),
    );
    expect(commits - commitsBefore).toBeLessThanOrEqual(CALLS);
  });

  it('writes the calls that arrive while a batch is being written together, in later batches', async () => {
    const batcher = analytics.app.get(TrackBatcher);
    const sessions = Array.from({ length: CALLS }, newSession);
    const commitsBefore = commits;
    await Promise.all(
      sessions.map((sessionId) =>
        batcher.write(
          trackRowsOf([{ form: 'page-view', sessionId, path: '/' }], { place }, new Date()),
        ),
      ),
    );
    expect(await viewsOf(sessions)).toHaveLength(CALLS);
    // The first calls find a writer free and the others wait and go together: a few commits
    // (the service's other transactions, such as its outbox relay's, are counted too).
    expect(commits - commitsBefore).toBeLessThan(10);
  });

  it("counts one session's views from calls of the same batch as if stored one by one", async () => {
    const sessionId = newSession();
    const landing = {
      url: 'https://shop.example/?utm_source=newsletter&utm_medium=email',
      path: '/',
      utm_source: 'newsletter',
      utm_medium: 'email',
    };
    await Promise.all([
      analytics.http.post(TRACK).send({ sessionId, path: '/' }),
      analytics.http.post(TRACK).send({ sessionId, path: '/a', landingPage: landing }),
      analytics.http.post(TRACK).send({ sessionId, path: '/b' }),
      analytics.http.post(TRACK).send({ eventType: 'view_item', sessionId }),
    ]);
    const [visit] = await analytics.db.select().from(visits).where(eq(visits.sessionId, sessionId));
    expect(visit).toMatchObject({ pageViews: 3, hits: 3, source: 'newsletter', medium: 'email' });
  });

  it("fails only the call whose row the database refuses, and all of that call's rows", async () => {
    const batcher = analytics.app.get(TrackBatcher);
    const good = Array.from({ length: 10 }, newSession);
    const badSession = newSession();
    const now = new Date();
    const goodRows = good.map((sessionId) =>
      trackRowsOf([{ form: 'page-view', sessionId, path: '/' }], { place }, now),
    );
    const badRows = trackRowsOf(
      [
        { form: 'page-view', sessionId: badSession, path: '/fine' },
        { form: 'page-view', sessionId: badSession, path: '/refused' },
      ],
      { place },
      now,
    );
    // A user id the uuid column refuses stands for any row the database turns down.
    badRows.pageViews[1].userId = 'not-a-uuid';

    const results = await Promise.allSettled([
      ...goodRows.slice(0, 5).map((rows) => batcher.write(rows)),
      batcher.write(badRows),
      ...goodRows.slice(5).map((rows) => batcher.write(rows)),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      ...Array(5).fill('fulfilled'),
      'rejected',
      ...Array(5).fill('fulfilled'),
    ]);
    expect(await viewsOf(good)).toHaveLength(10);
    expect(await viewsOf([badSession])).toEqual([]);
    expect(
      await analytics.db.select().from(visits).where(eq(visits.sessionId, badSession)),
    ).toEqual([]);
  });
});
