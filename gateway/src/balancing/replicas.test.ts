import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startGateway, startLoopback, type Loopback } from '../testing/loopback';

interface Replica {
  name: string;
  /** The requests that reached it, by method and path. */
  seen: string[];
  ready: boolean;
  /** Reads a POST's whole body, then drops the connection without a word. */
  resetAfterBody: boolean;
  server?: Loopback;
  url: string;
}

/** A replica of the order service: answers its name; its readiness follows `ready`. */
async function startReplica(name: string, port = 0): Promise<Replica> {
  const replica: Replica = { name, seen: [], ready: true, resetAfterBody: false, url: '' };
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/health/ready') return res.writeHead(replica.ready ? 200 : 503).end();
    replica.seen.push(`${req.method} ${req.url}`);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (replica.resetAfterBody) return req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ replica: name, body: Buffer.concat(chunks).toString() }));
    });
  };
  replica.server = await startLoopback(handler, port);
  replica.url = replica.server.url;
  return replica;
}

const placeOrder = (base: string, n: number) =>
  fetch(`${base}/api/order/place`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order: n }),
  });

describe('the gateway in front of two replicas of a service', () => {
  let first: Replica;
  let second: Replica;
  let app: NestFastifyApplication;
  let base: string;

  const start = async (env: Record<string, string> = {}) => {
    ({ app, base } = await startGateway({
      ORDER_URL: `${first.url},${second.url}`,
      LOG_LEVEL: 'fatal',
      ...env,
    }));
  };

  beforeEach(async () => {
    first = await startReplica('first');
    second = await startReplica('second');
  });
  afterEach(async () => {
    await app?.close();
    await Promise.all([first.server?.close(), second.server?.close()]);
  });

  it('sends requests to each replica in turn', async () => {
    await start();
    const answered = [];
    for (let i = 0; i < 4; i++)
      answered.push(
        ((await (await fetch(`${base}/api/order/mine`)).json()) as { replica: string }).replica,
      );
    expect(answered.sort()).toEqual(['first', 'first', 'second', 'second']);
  });

  it('answers every read while one replica is killed, asking the other once when the first is refused', async () => {
    // Not probed in between: each read that meets the dead replica goes on to the live one.
    await start({ REPLICA_PROBE_INTERVAL_MS: '600000' });
    await first.server!.close();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await fetch(`${base}/api/order/mine`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(second.seen).toHaveLength(6);
  });

  it('sends an order refused by a dead replica, which never saw it, to the live one', async () => {
    await start({ REPLICA_PROBE_INTERVAL_MS: '600000' });
    await first.server!.close();
    const answers = await Promise.all([placeOrder(base, 1), placeOrder(base, 2)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    // Whole: the body refused by the first was sent to the second as the shopper sent it.
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([
      { replica: 'second', body: '{"order":1}' },
      { replica: 'second', body: '{"order":2}' },
    ]);
    expect(second.seen).toEqual(['POST /api/order/place', 'POST /api/order/place']);
  });

  it('asks another replica once when a read’s connection breaks before any answer', async () => {
    await start({ REPLICA_PROBE_INTERVAL_MS: '600000' });
    first.resetAfterBody = true;
    for (let i = 0; i < 4; i++) expect((await fetch(`${base}/api/order/mine`)).status).toBe(200);
    expect(first.seen.length).toBeGreaterThanOrEqual(1);
    expect(second.seen).toHaveLength(4);
  });

  it('never sends an order again once a replica took it, even if the connection then breaks', async () => {
    await start({ REPLICA_PROBE_INTERVAL_MS: '600000' });
    first.resetAfterBody = true;
    second.resetAfterBody = true;
    const answer = await placeOrder(base, 1);
    expect([502, 503]).toContain(answer.status);
    expect(await answer.json()).toEqual({
      success: false,
      message: 'Order service is unavailable. Please try again later.',
    });
    // One replica received it; the other never did.
    expect([...first.seen, ...second.seen]).toEqual(['POST /api/order/place']);
  });

  it('sends nothing to a replica that is not ready until it is ready again', async () => {
    await start();
    first.ready = false;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    first.seen.length = 0;
    for (let i = 0; i < 6; i++) expect((await fetch(`${base}/api/order/mine`)).status).toBe(200);
    expect(first.seen).toEqual([]);
    expect(second.seen.length).toBeGreaterThanOrEqual(6);

    first.ready = true;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (let i = 0; i < 4; i++) await fetch(`${base}/api/order/mine`);
    expect(first.seen.length).toBeGreaterThanOrEqual(2);
  });

  it('takes a killed replica back once it answers again on its port', async () => {
    await start();
    const port = Number(new URL(first.url).port);
    await first.server!.close();
    for (let i = 0; i < 4; i++) expect((await fetch(`${base}/api/order/mine`)).status).toBe(200);

    const restarted = await startReplica('first again', port);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      for (let i = 0; i < 4; i++) await fetch(`${base}/api/order/mine`);
      expect(restarted.seen.length).toBeGreaterThanOrEqual(2);
    } finally {
      await restarted.server?.close();
    }
  });

  it('is ready while each service has a ready replica, and not once all of one are down', async () => {
    const everyService = {
      IDENTITY_URL: second.url,
      CATALOG_URL: second.url,
      ANALYTICS_URL: second.url,
    };
    await start(everyService);
    first.ready = false;
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
    second.ready = false;
    expect(await (await fetch(`${base}/health/ready`)).json()).toEqual({ status: 'degraded' });
  });
});
