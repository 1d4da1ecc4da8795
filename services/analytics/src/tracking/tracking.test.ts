import { randomUUID } from 'node:crypto';
import { TRACK_BATCH_LIMIT, TRACK_PATH } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { bearerFor, useAnalyticsApp } from '../testing/start-analytics-app';
import { activities } from './activities.table';
import { ecommerceEvents } from './ecommerce-events.table';
import { pageViews } from './page-views.table';
import { visits } from './visits.table';
import { IPAD, IPHONE, newSession, WINDOWS_CHROME } from './tracking.fixture';

// Starts a real database and NATS, and reads the GeoIP databases.
jest.setTimeout(60_000);

describe('POST /api/realtime-analytics/track', () => {
  const analytics = useAnalyticsApp();
  const visitOf = async (sessionId: string) =>
    (await analytics.db.select().from(visits).where(eq(visits.sessionId, sessionId)))[0];

  it('counts an anonymous page view into its visit, with the source of the landing page', async () => {
    const sessionId = newSession();
    const res = await analytics.http
      .post(TRACK_PATH)
      .set('User-Agent', IPHONE)
      .set('X-Forwarded-For', '8.8.8.8')
      .send({
        sessionId,
        path: '/collection',
        title: 'Collection',
        landingPage: {
          url: 'https://shop.example/collection?utm_source=instagram&utm_medium=story',
          path: '/collection',
          referrer: 'https://l.instagram.com/',
          utm_source: 'instagram',
          utm_medium: 'story',
          utm_campaign: 'autumn',
        },
      });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, accepted: 1, skipped: 0 });
    await analytics.http.post(TRACK_PATH).send({ sessionId, path: '/product/1' });

    expect(await visitOf(sessionId)).toMatchObject({
      visitorId: sessionId,
      landingPath: '/collection',
      source: 'instagram',
      medium: 'story',
      campaign: 'autumn',
      sourceType: 'campaign',
      deviceType: 'mobile',
      browser: 'Mobile Safari',
      os: 'iOS',
      country: 'United States',
      city: 'Mountain View',
      pageViews: 2,
      hits: 2,
    });
    const views = await analytics.db
      .select()
      .from(pageViews)
      .where(eq(pageViews.sessionId, sessionId));
    expect(views.map((view) => view.path).sort()).toEqual(['/collection', '/product/1']);
  });

  it('tells a tablet and a desktop apart by the User-Agent header', async () => {
    const [tablet, desktop] = [newSession(), newSession()];
    await analytics.http
      .post(TRACK_PATH)
      .set('User-Agent', IPAD)
      .send({ sessionId: tablet, path: '/' });
    await analytics.http
      .post(TRACK_PATH)
      .set('User-Agent', WINDOWS_CHROME)
      .send({ sessionId: desktop, path: '/' });
    expect(await visitOf(tablet)).toMatchObject({ deviceType: 'tablet', os: 'iOS' });
    expect(await visitOf(desktop)).toMatchObject({
      deviceType: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
    });
  });

  it.each([['127.0.0.1'], ['10.1.2.3'], ['192.168.0.7'], ['::1'], ['not an address']])(
    'places a visitor from %s as Unknown',
    async (address) => {
      const sessionId = newSession();
      await analytics.http
        .post(TRACK_PATH)
        .set('X-Forwarded-For', address)
        .send({ sessionId, path: '/' });
      expect(await visitOf(sessionId)).toMatchObject({ country: 'Unknown', city: 'Unknown' });
    },
  );

  it('places an IPv6 visitor', async () => {
    const sessionId = newSession();
    await analytics.http
      .post(TRACK_PATH)
      .set('X-Forwarded-For', '2001:4860:4860::8888')
      .send({ sessionId, path: '/' });
    expect((await visitOf(sessionId))?.country).not.toBe('Unknown');
  });

  it('skips the event form without a login token and stores it with one', async () => {
    const sessionId = newSession();
    const event = {
      eventType: 'add_to_cart',
      eventData: { productId: 'p1', quantity: 1 },
      sessionId,
    };
    const anonymous = await analytics.http.post(TRACK_PATH).send(event);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ success: true, accepted: 0, skipped: 1 });

    const userId = randomUUID();
    const signedIn = await analytics.http
      .post(TRACK_PATH)
      .set('token', bearerFor({ userId, email: 'ada@example.com' }).slice('Bearer '.length))
      .send(event);
    expect(signedIn.body).toEqual({ success: true, accepted: 1, skipped: 0 });
    const stored = await analytics.db
      .select()
      .from(ecommerceEvents)
      .where(eq(ecommerceEvents.sessionId, sessionId));
    expect(stored).toEqual([
      expect.objectContaining({ userId, eventType: 'add_to_cart', eventData: event.eventData }),
    ]);
    expect(await visitOf(sessionId)).toMatchObject({ userId, email: 'ada@example.com' });
  });

  it("takes the activity form's user from the login token, not from the body", async () => {
    const sessionId = newSession();
    const userId = randomUUID();
    const activity = {
      userId: randomUUID(),
      email: 'someone.else@example.com',
      activityType: 'login',
      trafficSource: { source: 'google', medium: 'organic', type: 'search' },
      device: { type: 'desktop', browser: 'Chrome', os: 'Windows' },
      metadata: { language: 'en-GB', screen: '1920x1080' },
      sessionId,
    };
    await analytics.http.post(TRACK_PATH).send(activity).expect(200);
    await analytics.http
      .post(TRACK_PATH)
      .set('Authorization', bearerFor({ userId, email: 'ada@example.com' }))
      .send(activity)
      .expect(200);
    const stored = await analytics.db
      .select()
      .from(activities)
      .where(eq(activities.sessionId, sessionId));
    expect(stored.map((row) => [row.userId, row.email]).sort()).toEqual([
      [null, null],
      [userId, 'ada@example.com'],
    ]);
    expect(stored[0]).toMatchObject({ source: 'google', sourceType: 'search' });
  });

  it('takes a batch as navigator.sendBeacon sends it: text/plain JSON', async () => {
    const sessionId = newSession();
    const batch = [
      { sessionId, path: '/' },
      { sessionId, path: '/about' },
      { eventType: 'view_item', sessionId },
    ];
    const res = await analytics.http
      .post(TRACK_PATH)
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify(batch));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, accepted: 2, skipped: 1 });
    expect(await visitOf(sessionId)).toMatchObject({ pageViews: 2, hits: 2 });
  });

  describe('refuses and stores nothing of', () => {
    const refused = async (
      send: () => Promise<{ status: number; body: unknown }>,
      status: number,
    ) => {
      const before = (await analytics.db.select().from(pageViews)).length;
      const res = await send();
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ success: false, message: expect.any(String) });
      expect(await analytics.db.select().from(pageViews)).toHaveLength(before);
      return res.body as { message: string };
    };

    it('a body over 32 KB', async () => {
      const big = {
        sessionId: newSession(),
        path: '/',
        title: 'x'.repeat(300),
        pad: 'y'.repeat(40_000),
      };
      const body = await refused(() => analytics.http.post(TRACK_PATH).send(big), 413);
      expect(body.message).toBe('Tracking data is too large (at most 32 KB)');
      await refused(
        () =>
          analytics.http
            .post(TRACK_PATH)
            .set('Content-Type', 'text/plain')
            .send(JSON.stringify(big)),
        413,
      );
    });

    it(`a batch of more than ${TRACK_BATCH_LIMIT}`, async () => {
      const sessionId = newSession();
      const batch = Array.from({ length: TRACK_BATCH_LIMIT + 1 }, () => ({ sessionId, path: '/' }));
      await refused(() => analytics.http.post(TRACK_PATH).send(batch), 400);
    });

    it.each([
      ['a page view without a path', { sessionId: 'abcdefgh12' }],
      ['a session id that is not an id', { sessionId: 'a b', path: '/' }],
      ['a path too long', { sessionId: 'abcdefgh12', path: `/${'p'.repeat(600)}` }],
      ['an event named in other words', { eventType: 'Add To Cart!' }],
      [
        'a traffic source of an unknown type',
        { activityType: 'login', trafficSource: { source: 'x', type: 'spam' } },
      ],
      ['an empty batch', []],
      ['a bare string', 'hello'],
    ])('%s', async (_, body) => {
      await refused(() => analytics.http.post(TRACK_PATH).send(body as object), 400);
    });

    it('malformed JSON, in either content type', async () => {
      await refused(
        () =>
          analytics.http.post(TRACK_PATH).set('Content-Type', 'application/json').send('{"path":'),
        400,
      );
      await refused(
        () => analytics.http.post(TRACK_PATH).set('Content-Type', 'text/plain').send('{"path":'),
        400,
      );
    });
  });
});
