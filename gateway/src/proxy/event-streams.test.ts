import { ANALYTICS_STREAM_PATH } from '@shop/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { rawGet, startGateway, startLoopback, type Loopback } from '../testing/loopback';

/** A service answering server-sent events every 100 ms for 1.2 s, and a slow plain answer. */
function analyticsStandIn() {
  return startLoopback((req, res) => {
    if (req.url?.startsWith(ANALYTICS_STREAM_PATH)) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      let sent = 0;
      const timer = setInterval(() => {
        sent += 1;
        res.write(`event: analytics\ndata: {"kind":"visit","n":${sent}}\n\n`);
        if (sent === 12) {
          clearInterval(timer);
          res.end();
        }
      }, 100);
      req.on('close', () => clearInterval(timer));
      return;
    }
    setTimeout(() => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true }));
    }, 1200);
  });
}

describe('event streams through the gateway', () => {
  let analytics: Loopback;
  let gateway: { app: NestFastifyApplication; base: string };

  beforeAll(async () => {
    analytics = await analyticsStandIn();
    gateway = await startGateway({ ANALYTICS_URL: analytics.url, UPSTREAM_TIMEOUT_MS: '500' });
  });
  afterAll(async () => {
    await gateway?.app.close();
    await analytics?.close();
  });

  it('relays a stream for as long as it lasts, uncompressed, past the upstream deadline', async () => {
    const answer = await rawGet(`${gateway.base}${ANALYTICS_STREAM_PATH}`, {
      'accept-encoding': 'gzip, br',
    });
    expect(answer.status).toBe(200);
    expect(answer.complete).toBe(true);
    expect(answer.headers['content-type']).toContain('text/event-stream');
    expect(answer.headers['content-encoding']).toBeUndefined();
    const events = answer.body.toString().match(/^event: analytics$/gm) ?? [];
    expect(events).toHaveLength(12);
  });

  it('still holds other answers to the deadline', async () => {
    const answer = await rawGet(`${gateway.base}/api/realtime-analytics/summary`);
    expect(answer.status).toBe(504);
  });
});
