import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { READ_CACHE_DROPPED_SUBJECT } from '@shop/contracts';
import { ERROR_MESSAGES, natsSubject } from '@shop/service-kit';
import { startNatsServer, type TestNatsServer } from '@shop/service-kit/testing';
import { connect, type NatsConnection } from 'nats';
import { rawGet, startGateway, startLoopback, type Loopback } from '../testing/loopback';

jest.setTimeout(30_000);

const NAMESPACE = 'edge-test';

/** What the catalog on loopback answers: its read cache's version of every product. */
let catalogVersion = 'v1';
/** While true, reads are answered as our catalog answers them without its database. */
let catalogDatabaseAway = false;

/**
 * A catalog on loopback answering like ours: product pages public with an ETag (gzip when
 * asked), a private answer for a signed-in caller, writes refused to a visitor (401) and to a
 * shopper (403).
 */
function catalogLike(reads: string[]) {
  return startLoopback((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const status = req.headers.token === undefined ? 401 : 403;
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ success: false }));
      return;
    }
    reads.push(`${req.url} ${req.headers['accept-encoding'] ?? ''}`);
    if (catalogDatabaseAway) {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
      res.end(JSON.stringify({ success: false, message: ERROR_MESSAGES.databaseUnavailable }));
      return;
    }
    const body = Buffer.from(JSON.stringify({ success: true, product: { name: catalogVersion } }));
    const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
    const shared = req.url === '/api/product/private' ? 'private, no-cache' : 'public, no-cache';
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': shared,
      etag: `W/"v1${gzip ? 'g' : ''}"`,
      vary: 'Accept-Encoding',
      // Not really compressed: the gateway relays the bytes as they are either way.
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-length': String(body.length),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the gateway keeping public catalogue answers', () => {
  let nats: TestNatsServer;
  let publisher: NatsConnection;
  let catalog: Loopback;
  let app: NestFastifyApplication;
  let base: string;
  const reads: string[] = [];

  const get = (path: string, headers: Record<string, string> = {}) =>
    rawGet(`${base}${path}`, headers);
  const isServedHere = async () => (await get('/api/product/probe')).headers['x-cache'] === 'HIT';

  beforeAll(async () => {
    nats = await startNatsServer();
    catalog = await catalogLike(reads);
    ({ app, base } = await startGateway({
      CATALOG_URL: catalog.url,
      EDGE_CACHE: 'true',
      NATS_URL: nats.url,
      NATS_NAMESPACE: NAMESPACE,
    }));
    publisher = await connect({ servers: nats.url });
    await until(isServedHere, 'the cache to hear NATS');
  });

  afterAll(async () => {
    await publisher?.close();
    await app?.close();
    await catalog?.close();
    await nats?.stop();
  });

  beforeEach(() => {
    reads.length = 0;
  });

  it('answers a repeated anonymous read itself, with the service headers, and 304 to a holder', async () => {
    const first = await get('/api/product/a1');
    const second = await get('/api/product/a1');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, no-cache');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    // Security headers and request ids stay the gateway's own on a kept answer too.
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    const revalidated = await get('/api/product/a1', { 'if-none-match': first.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(reads).toEqual(['/api/product/a1 ']);
  });

  it('keeps gzip and plain answers apart', async () => {
    await get('/api/product/a2');
    const zipped = await get('/api/product/a2', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const zippedAgain = await get('/api/product/a2', { 'accept-encoding': 'gzip, br' });
    expect(zippedAgain.headers['x-cache']).toBe('HIT');
    expect(zippedAgain.headers['content-encoding']).toBe('gzip');
    const plainAgain = await get('/api/product/a2');
    expect(plainAgain.headers['content-encoding']).toBeUndefined();
    expect(reads).toEqual(['/api/product/a2 ', '/api/product/a2 gzip, br']);
  });

  it('always asks the service for a signed-in caller, and never keeps a private answer', async () => {
    await get('/api/product/a3');
    await get('/api/product/a3', { token: 'abc' });
    await get('/api/product/a3', { authorization: 'Bearer abc' });
    await get('/api/product/private');
    const again = await get('/api/product/private');
    expect(again.headers['x-cache']).toBe('MISS');
    expect(reads).toHaveLength(5);
  });

  it('drops everything when the catalogue announces a change', async () => {
    await get('/api/product/a4');
    expect((await get('/api/product/a4')).headers['x-cache']).toBe('HIT');
    publisher.publish(natsSubject(NAMESPACE, 'catalog.product.updated'), '{}');
    await publisher.flush();
    await until(
      async () => (await get('/api/product/a4')).headers['x-cache'] === 'MISS',
      'the event to drop the answer',
    );
  });

  it('drops again when the catalog says its own read cache dropped, so a stale answer cannot stay', async () => {
    // The catalog replica answering hears the change later than the gateway: until it drops
    // its read cache it still answers the old version.
    catalogVersion = 'v1';
    await get('/api/product/a6');
    expect((await get('/api/product/a6')).headers['x-cache']).toBe('HIT');

    publisher.publish(natsSubject(NAMESPACE, 'catalog.product.updated'), '{}');
    await publisher.flush();
    await until(
      async () => (await get('/api/product/a6')).headers['x-cache'] === 'MISS',
      'the event to drop the answer',
    );
    // That miss was answered from the catalog's stale cache, and is kept at the edge.
    expect(JSON.parse((await get('/api/product/a6')).body.toString()).product.name).toBe('v1');

    catalogVersion = 'v2';
    publisher.publish(natsSubject(NAMESPACE, READ_CACHE_DROPPED_SUBJECT), '');
    await publisher.flush();
    await until(
      async () => JSON.parse((await get('/api/product/a6')).body.toString()).product.name === 'v2',
      'the new version at the edge',
    );
  });

  it('keeps its answers when a write is refused: only the catalogue says what changed', async () => {
    await get('/api/product');
    expect((await get('/api/product')).headers['x-cache']).toBe('HIT');
    const anonymous = await fetch(`${base}/api/product`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
    const shopper = await fetch(`${base}/api/product/a5`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', token: 'a-shopper' },
      body: '{}',
    });
    expect(shopper.status).toBe(403);
    expect((await get('/api/product')).headers['x-cache']).toBe('HIT');
    expect(reads).toEqual(['/api/product ']);
  });

  it('answers reads seen before a database outage from what it kept, marked stale, and refuses the rest with 503', async () => {
    const page = '/api/product/a7';
    const search = '/api/product/search?q=derby';
    await get(page);
    await get(search);
    // A change drops both: they are kept aside, to be served only if the catalogue cannot answer.
    publisher.publish(natsSubject(NAMESPACE, 'catalog.product.updated'), '{}');
    await publisher.flush();
    await until(
      async () => (await get('/api/product/a8')).headers['x-cache'] === 'MISS',
      'the event to drop the answers',
    );
    catalogDatabaseAway = true;
    try {
      for (const path of [page, search]) {
        const answer = await get(path);
        expect(answer.status).toBe(200);
        expect(answer.headers['x-cache']).toBe('STALE');
        expect(JSON.parse(answer.body.toString()).success).toBe(true);
      }
      const unseen = await get('/api/product/a9');
      expect(unseen.status).toBe(503);
      expect(unseen.headers['retry-after']).toBe('5');
      expect(JSON.parse(unseen.body.toString()).message).toBe(ERROR_MESSAGES.databaseUnavailable);
    } finally {
      catalogDatabaseAway = false;
    }
    const back = await get(page);
    expect(back.status).toBe(200);
    expect(back.headers['x-cache']).toBe('MISS');
  });

  it('asks the service for everything while NATS is away, and keeps answers again once it is back', async () => {
    await get('/api/product/a6');
    expect((await get('/api/product/a6')).headers['x-cache']).toBe('HIT');
    await nats.down();
    await until(async () => {
      const answer = await get('/api/product/a6');
      return answer.headers['x-cache'] === undefined && answer.status === 200;
    }, 'the cache to stop serving');
    const during = reads.length;
    await get('/api/product/a6');
    expect(reads.length).toBe(during + 1);

    await nats.up();
    await until(isServedHere, 'the cache to serve again');
  });
});
