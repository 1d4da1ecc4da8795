import type { ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { rawGet, startGateway, startLoopback, type Loopback } from '../testing/loopback';

const DEADLINE_MS = 800;
const DECLARED_LENGTH = 10_000;

/** Keeps writing a few bytes at a time, each well within the deadline, and never finishes. */
function dribble(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': DECLARED_LENGTH });
  res.write('{"data":"');
  const timer = setInterval(() => res.write('x'), 50);
  res.on('close', () => clearInterval(timer));
}

/** Starts a proper answer, then the service dies before the body is complete. */
function dieMidBody(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': DECLARED_LENGTH });
  res.write(`{"data":"${'x'.repeat(3000)}`, () => setTimeout(() => res.socket?.destroy(), 50));
}

describe('gateway answers when a service misbehaves', () => {
  let busyHits = 0;
  let catalog: Loopback;
  let order: Loopback;
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    catalog = await startLoopback((req, res) => {
      if (req.url === '/api/product/hang') return; // accepts, never answers
      if (req.url === '/api/product/dribble') return dribble(res);
      if (req.url === '/api/product/die') return dieMidBody(res);
      if (req.url === '/api/product/busy') {
        busyHits += 1;
        res.writeHead(503, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ success: false, message: 'Stock service is busy' }));
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true }));
    });
    // A service that answers only after the deadline.
    order = await startLoopback((_req, res) => {
      setTimeout(() => res.end('{"success":true}'), DEADLINE_MS * 3).unref();
    });
    ({ app, base } = await startGateway({
      CATALOG_URL: catalog.url,
      ORDER_URL: order.url,
      UPSTREAM_TIMEOUT_MS: String(DEADLINE_MS),
    }));
  });

  afterAll(async () => {
    await app.close();
    await catalog.close();
    await order.close();
  });

  it('answers 504 with a message when a service never answers', async () => {
    const res = await fetch(`${base}/api/product/hang`);
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({
      success: false,
      message: 'Catalog service did not answer in time. Please try again later.',
    });
  });

  it('answers 504 when a service answers only after the deadline', async () => {
    const res = await fetch(`${base}/api/order/userorders`);
    expect(res.status).toBe(504);
    expect((await res.json()).message).toBe(
      'Order service did not answer in time. Please try again later.',
    );
  });

  it('closes a dribbling answer at the deadline instead of waiting for ever', async () => {
    const answer = await rawGet(`${base}/api/product/dribble`);
    expect(answer.status).toBe(200);
    expect(answer.complete).toBe(false);
    expect(answer.body.length).toBeLessThan(DECLARED_LENGTH);
  });

  it('closes the connection when a service dies mid-body, without a second answer', async () => {
    const answer = await rawGet(`${base}/api/product/die`);
    expect(answer.status).toBe(200);
    expect(answer.complete).toBe(false);
    expect(answer.body.toString()).not.toContain('unavailable');
  });

  it('closes a compressed answer the same way when a service dies mid-body', async () => {
    const answer = await rawGet(`${base}/api/product/die`, { 'accept-encoding': 'br' });
    expect(answer.complete).toBe(false);
  });

  it("relays a service's own 503 once, without asking it again", async () => {
    const res = await fetch(`${base}/api/product/busy`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, message: 'Stock service is busy' });
    expect(busyHits).toBe(1);
  });

  it('keeps serving after those failures', async () => {
    const res = await fetch(`${base}/api/product/ok`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
  });
});
