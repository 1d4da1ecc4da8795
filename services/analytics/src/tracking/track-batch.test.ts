import { randomUUID } from 'node:crypto';
import { coalescedBatchPath, TRACK_PATH, type CoalescedCall } from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import { bearerFor, useAnalyticsApp } from '../testing/start-analytics-app';
import { ecommerceEvents } from './ecommerce-events.table';
import { pageViews } from './page-views.table';
import { visits } from './visits.table';
import { IPHONE, newSession } from './tracking.fixture';

// Starts a real database and NATS, and reads the GeoIP databases.
jest.setTimeout(60_000);

const BATCH = coalescedBatchPath(TRACK_PATH);

/** The calls of one batch, each a way a storefront or a stranger may call the track route. */
function calls(): Array<{ name: string; call: CoalescedCall }> {
  const userId = randomUUID();
  const token = bearerFor({ userId, email: 'ada@example.com' });
  const event = (sessionId: string) =>
    JSON.stringify({ eventType: 'add_to_cart', eventData: { productId: 'p1' }, sessionId });
  const json = { 'content-type': 'application/json' };
  return [
    {
      name: 'a beacon (text/plain) from a phone in the United States',
      call: {
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': IPHONE,
          'x-forwarded-for': '8.8.8.8',
        },
        body: JSON.stringify([
          { sessionId: newSession(), path: '/collection', title: 'Collection' },
        ]),
      },
    },
    {
      name: 'a page view sent as JSON',
      call: { headers: json, body: JSON.stringify({ sessionId: newSession(), path: '/' }) },
    },
    {
      name: 'malformed JSON',
      call: { headers: { 'content-type': 'text/plain' }, body: '{"sessionId": ' },
    },
    { name: 'an item without its path', call: { headers: json, body: '{"sessionId":"abc"}' } },
    { name: 'no body', call: { headers: json, body: '' } },
    { name: 'an event without a login token', call: { headers: json, body: event(newSession()) } },
    {
      name: 'an event with a Bearer token',
      call: { headers: { ...json, authorization: token }, body: event(newSession()) },
    },
    {
      name: 'an event with a token header',
      call: {
        headers: { ...json, token: token.slice('Bearer '.length) },
        body: event(newSession()),
      },
    },
    {
      name: 'an event with a forged token',
      call: { headers: { ...json, authorization: `${token}x` }, body: event(newSession()) },
    },
  ];
}

describe(`POST ${BATCH}`, () => {
  const analytics = useAnalyticsApp();

  it('answers each call of a batch exactly as the track route answers it alone', async () => {
    const cases = calls();
    const direct: Array<{ status: number; body: unknown }> = [];
    for (const { call } of calls()) {
      let request = analytics.http.post(TRACK_PATH);
      for (const [name, value] of Object.entries(call.headers)) request = request.set(name, value);
      const res = await request.send(call.body);
      direct.push({ status: res.status, body: res.body as unknown });
    }

    const res = await analytics.http.post(BATCH).send({ calls: cases.map(({ call }) => call) });
    expect(res.status).toBe(200);
    const answers = (res.body as { answers: unknown[] }).answers;
    expect(cases.map(({ name }, i) => [name, answers[i]])).toEqual(
      cases.map(({ name }, i) => [name, direct[i]]),
    );
    // The answers a shop sees, spelled out.
    expect(answers.map((answer) => (answer as { status: number }).status)).toEqual([
      200, 200, 400, 400, 400, 200, 200, 200, 200,
    ]);
    expect(answers.slice(5).map((answer) => (answer as { body: unknown }).body)).toEqual([
      { success: true, accepted: 0, skipped: 1 },
      { success: true, accepted: 1, skipped: 0 },
      { success: true, accepted: 1, skipped: 0 },
      { success: true, accepted: 0, skipped: 1 },
    ]);
  });

  it("stores each call's rows with its own visitor facts", async () => {
    const cases = calls();
    const sessionOf = (i: number) => {
      const parsed = JSON.parse(cases[i].call.body) as
        { sessionId: string } | [{ sessionId: string }];
      return Array.isArray(parsed) ? parsed[0].sessionId : parsed.sessionId;
    };
    await analytics.http
      .post(BATCH)
      .send({ calls: cases.map(({ call }) => call) })
      .expect(200);

    const [phone] = await analytics.db
      .select()
      .from(visits)
      .where(eq(visits.sessionId, sessionOf(0)));
    expect(phone).toMatchObject({ deviceType: 'mobile', country: 'United States', pageViews: 1 });
    const [plain] = await analytics.db
      .select()
      .from(visits)
      .where(eq(visits.sessionId, sessionOf(1)));
    expect(plain).toMatchObject({ deviceType: null, country: 'Unknown', pageViews: 1 });
    const views = await analytics.db
      .select()
      .from(pageViews)
      .where(inArray(pageViews.sessionId, [sessionOf(0), sessionOf(1)]));
    expect(views.map((view) => view.path).sort()).toEqual(['/', '/collection']);
    const events = await analytics.db
      .select()
      .from(ecommerceEvents)
      .where(inArray(ecommerceEvents.sessionId, [5, 6, 7, 8].map(sessionOf)));
    expect(events.map((stored) => stored.sessionId).sort()).toEqual(
      [sessionOf(6), sessionOf(7)].sort(),
    );
  });

  it('refuses a batch that is not one, and writes nothing', async () => {
    const before = await analytics.db.$count(pageViews);
    for (const body of [{}, { calls: [] }, { calls: [{ headers: {}, body: 42 }] }]) {
      const res = await analytics.http.post(BATCH).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.stringContaining('calls') });
    }
    expect(await analytics.db.$count(pageViews)).toBe(before);
  });
});
