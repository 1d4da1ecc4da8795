import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ANALYTICS_STREAM_PATH, SUBJECTS } from '@shop/contracts';
import { signTestToken, useFixture } from '@shop/service-kit/testing';
import { startIdentityApp, TEST_ADMIN } from '../../../identity/src/testing/start-identity-app';
import { bearerFor, envelope, useAnalyticsApp } from '../testing/start-analytics-app';

// Starts real databases and NATS, and reads the GeoIP databases.
jest.setTimeout(90_000);

/** How soon a stream ends once its admin's token may no longer be used. */
const ENDS_WITHIN_MS = 2_000;

/** Reads a server-sent event stream, keeping each named event's data. */
async function openStream(url: string, authorization: string) {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { authorization }, signal: abort.signal });
  const events: Array<{ event: string; data: string }> = [];
  let endedAt: number | undefined;
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffered += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const field = (name: string) =>
          block
            .split('\n')
            .find((line) => line.startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim();
        events.push({ event: field('event') ?? 'message', data: field('data') ?? '' });
      }
    }
    endedAt = Date.now();
  })().catch(() => undefined);
  return {
    response,
    events,
    /** When the server ended the stream, waiting at most `timeoutMs` for it. */
    async ended(timeoutMs: number): Promise<number> {
      let bound: NodeJS.Timeout | undefined;
      await Promise.race([
        reading,
        new Promise((resolve) => (bound = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(bound);
      if (endedAt === undefined) throw new Error(`the stream was still open after ${timeoutMs} ms`);
      return endedAt;
    },
    async next(kind: string, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = events.find(
          (e) => e.event === 'analytics' && JSON.parse(e.data).kind === kind,
        );
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no ${kind} change within ${timeoutMs} ms: ${JSON.stringify(events)}`);
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}

describe('the dashboard’s live stream', () => {
  const analytics = useAnalyticsApp();
  let base: string;

  beforeAll(async () => {
    const server = await analytics.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  it('is for admins only', async () => {
    expect((await fetch(`${base}${ANALYTICS_STREAM_PATH}`)).status).toBe(401);
    const shopper = bearerFor({ userId: randomUUID(), email: 'ada@example.com' });
    const refused = await fetch(`${base}${ANALYTICS_STREAM_PATH}`, {
      headers: { authorization: shopper },
    });
    expect(refused.status).toBe(403);
  });

  it('tells a connected dashboard of registrations, orders and visits once they are stored', async () => {
    const stream = await openStream(`${base}${ANALYTICS_STREAM_PATH}`, analytics.adminAuth);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream');

      const userId = randomUUID();
      await analytics.deliver([
        envelope(SUBJECTS.userRegistered, {
          userId,
          email: `grace.${userId}@example.com`,
          name: 'Grace',
          createdAt: new Date().toISOString(),
        }),
      ]);
      await stream.next('registration');

      await analytics.deliver([
        envelope(SUBJECTS.orderPlaced, {
          orderId: randomUUID(),
          userId,
          version: 1,
          amount: 130,
          deliveryFee: 10,
          paymentMethod: 'COD',
          status: 'Order Placed',
          items: [
            {
              productId: randomUUID(),
              name: 'Oxblood Derby',
              unitPrice: 120,
              quantity: 1,
              size: 'EU 42',
              madeToMeasure: false,
            },
          ],
        }),
      ]);
      await stream.next('order');

      const tracked = await analytics.http
        .post('/api/realtime-analytics/track')
        .send({ sessionId: randomUUID(), path: '/collection', title: 'Collection' });
      expect(tracked.status).toBe(200);
      await stream.next('visit');
    } finally {
      await stream.close();
    }
  });

  describe('for as long as the admin’s token may be used', () => {
    const identity = useFixture(
      () =>
        startIdentityApp({
          NATS_URL: analytics.config.NATS_URL,
          NATS_NAMESPACE: analytics.config.NATS_NAMESPACE,
        }),
      (app) => app.stop(),
    );

    it('ends once the admin’s sessions are ended', async () => {
      const signedIn = await identity.http.post('/api/user/admin').send(TEST_ADMIN);
      expect(signedIn.status).toBe(200);
      const token = signedIn.body.token as string;
      const stream = await openStream(`${base}${ANALYTICS_STREAM_PATH}`, `Bearer ${token}`);
      try {
        expect(stream.response.status).toBe(200);
        const loggedOut = await identity.http.post('/api/user/logout-all').set('token', token);
        expect(loggedOut.status).toBe(200);
        await stream.ended(ENDS_WITHIN_MS);
      } finally {
        await stream.close();
      }
    });

    it('ends when the admin’s token expires', async () => {
      const token = signTestToken(
        { id: randomUUID(), email: 'admin@example.com', name: 'Ada', isAdmin: true },
        '3s',
      );
      const expiresAt = 1000 * (JSON.parse(atob(token.split('.')[1])) as { exp: number }).exp;
      const stream = await openStream(`${base}${ANALYTICS_STREAM_PATH}`, `Bearer ${token}`);
      try {
        expect(stream.response.status).toBe(200);
        const endedAt = await stream.ended(expiresAt - Date.now() + ENDS_WITHIN_MS);
        expect(endedAt).toBeGreaterThanOrEqual(expiresAt);
      } finally {
        await stream.close();
      }
    });
  });
});
