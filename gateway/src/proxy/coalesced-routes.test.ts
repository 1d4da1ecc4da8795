import type { IncomingMessage } from 'node:http';
import {
  ANALYTICS_MESSAGES,
  coalescedBatchPath,
  coalescedBatchSchema,
  TRACK_BODY_LIMIT_BYTES,
  type CoalescedBatch,
} from '@shop/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CLOSED_PORT_URL, startGateway, startLoopback, type Loopback } from '../testing/loopback';

const TRACK = '/api/realtime-analytics/track';

type Mode = 'answer' | 'garbage' | 'slow';

/**
 * The analytics service's side of the batches, on loopback: it records each batch and answers
 * every call with the call itself echoed back, so a test sees who got which answer.
 */
async function analyticsStandIn() {
  const batches: CoalescedBatch[] = [];
  const others: string[] = [];
  const state = { mode: 'answer' as Mode };
  const readBody = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    return text;
  };
  const loopback: Loopback = await startLoopback((req, res) => {
    void (async () => {
      const body = await readBody(req);
      res.setHeader('content-type', 'application/json');
      if (req.url !== coalescedBatchPath(TRACK) || req.method !== 'POST') {
        others.push(`${req.method} ${req.url}`);
        return res.end(JSON.stringify({ success: true, proxied: true }));
      }
      // As the service does: a batch that breaks the contract is refused whole.
      const parsed = coalescedBatchSchema.safeParse(JSON.parse(body));
      if (!parsed.success) {
        res.statusCode = 400;
        return res.end('{"success":false,"message":"not a batch"}');
      }
      const batch = parsed.data;
      batches.push(batch);
      if (state.mode === 'garbage') {
        res.statusCode = 500;
        return res.end('{"success":false}');
      }
      const answer = () =>
        res.end(
          JSON.stringify({
            answers: batch.calls.map((call) => ({
              status: call.body.includes('"refuse"') ? 400 : 200,
              body: { success: true, echo: call },
            })),
          }),
        );
      if (state.mode === 'slow') setTimeout(answer, 1500);
      else answer();
    })();
  });
  return { ...loopback, batches, others, state };
}

describe(`POST ${TRACK} through the gateway`, () => {
  let analytics: Awaited<ReturnType<typeof analyticsStandIn>>;
  let gateway: { app: NestFastifyApplication; base: string };

  const track = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${gateway.base}${TRACK}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
      body,
    });

  beforeAll(async () => {
    analytics = await analyticsStandIn();
    // A deadline a loaded machine meets; the one test about deadlines has a gateway of its own.
    gateway = await startGateway({ ANALYTICS_URL: analytics.url, UPSTREAM_TIMEOUT_MS: '10000' });
  });
  afterAll(async () => {
    await gateway?.app.close();
    await analytics?.close();
  });
  beforeEach(() => {
    analytics.batches.length = 0;
    analytics.state.mode = 'answer';
  });

  it('forwards concurrent calls together and answers each caller with its own answer', async () => {
    const bodies = Array.from({ length: 40 }, (_, i) =>
      JSON.stringify({ sessionId: `s${i}`, path: i === 7 ? 'refuse' : '/' }),
    );
    const answers = await Promise.all(
      bodies.map(async (body, i) => {
        const res = await track(body, {
          'user-agent': `agent ${i}`,
          authorization: `Bearer t${i}`,
          cookie: 'c=1',
        });
        return {
          status: res.status,
          body: (await res.json()) as { echo: { headers: Record<string, string>; body: string } },
        };
      }),
    );
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(i === 7 ? 400 : 200);
      expect(answer.body.echo.body).toBe(bodies[i]);
      expect(answer.body.echo.headers).toEqual({
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': `agent ${i}`,
        authorization: `Bearer t${i}`,
        'x-forwarded-for': '127.0.0.1',
        'x-request-id': expect.any(String),
      });
    });
    const calls = analytics.batches.reduce((sum, batch) => sum + batch.calls.length, 0);
    expect(calls).toBe(40);
    expect(analytics.batches.length).toBeLessThan(40);
  });

  it("leaves out a header no browser sends, so one caller's cannot fail the others' batch", async () => {
    const answers = await Promise.all([
      track('{"n":1}', { 'user-agent': 'x'.repeat(9000) }),
      track('{"n":2}', { 'user-agent': 'Mozilla/5.0' }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const [long, plain] = (await Promise.all(answers.map((res) => res.json()))) as Array<{
      echo: { headers: Record<string, string> };
    }>;
    expect(long.echo.headers['user-agent']).toBeUndefined();
    expect(plain.echo.headers['user-agent']).toBe('Mozilla/5.0');
  });

  it("refuses a body over the limit with the service's own words, forwarding nothing", async () => {
    const res = await track('x'.repeat(TRACK_BODY_LIMIT_BYTES + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      success: false,
      message: ANALYTICS_MESSAGES.trackBodyTooLarge,
    });
    expect(analytics.batches).toHaveLength(0);
  });

  it('answers every caller 503 when the batch comes back without its answers', async () => {
    analytics.state.mode = 'garbage';
    const answers = await Promise.all([track('{}'), track('[]')]);
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        success: false,
        message: 'Analytics service is unavailable. Please try again later.',
      });
    }
  });

  it('proxies the other methods of the path as before', async () => {
    const res = await fetch(`${gateway.base}${TRACK}`);
    expect(await res.json()).toEqual({ success: true, proxied: true });
    expect(analytics.others).toContain(`GET ${TRACK}`);
  });
});

describe(`POST ${TRACK} with a service too slow for the deadline`, () => {
  it('answers 504', async () => {
    const analytics = await analyticsStandIn();
    analytics.state.mode = 'slow';
    const gateway = await startGateway({
      ANALYTICS_URL: analytics.url,
      UPSTREAM_TIMEOUT_MS: '300',
    });
    try {
      const res = await fetch(`${gateway.base}${TRACK}`, { method: 'POST', body: '{}' });
      expect(res.status).toBe(504);
      expect(await res.json()).toEqual({
        success: false,
        message: 'Analytics service did not answer in time. Please try again later.',
      });
    } finally {
      await gateway.app.close();
      await analytics.close();
    }
  });
});

describe(`POST ${TRACK} with the service down`, () => {
  it('answers 503', async () => {
    const gateway = await startGateway({ ANALYTICS_URL: CLOSED_PORT_URL });
    try {
      const res = await fetch(`${gateway.base}${TRACK}`, { method: 'POST', body: '{}' });
      expect(res.status).toBe(503);
    } finally {
      await gateway.app.close();
    }
  });
});
