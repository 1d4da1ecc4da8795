import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  createServiceLogger,
  natsSubject,
  startMetricsServer,
  type MetricsServer,
} from '@shop/service-kit';
import {
  samplesOf,
  scrapeMetrics,
  startNatsServer,
  sumOf,
  type TestNatsServer,
} from '@shop/service-kit/testing';
import { connect, type NatsConnection } from 'nats';
import { rawGet, startGateway, startLoopback, type Loopback } from '../testing/loopback';

jest.setTimeout(30_000);

const NAMESPACE = 'metrics-test';
const REQUESTS = 'http_server_request_duration_seconds_count';

/** While true, the catalog answers as it does without its database. */
let catalogDatabaseAway = false;

/** Public catalogue answers with an ETag, as the catalog gives them; 503 while its database is away. */
function catalogLike() {
  return startLoopback((req, res) => {
    if (catalogDatabaseAway) {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
      res.end('{"success":false}');
      return;
    }
    const body = '{"success":true}';
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, no-cache',
      etag: 'W/"v1"',
      'content-length': String(body.length),
    });
    res.end(body);
  });
}

describe("the gateway's metrics", () => {
  let nats: TestNatsServer;
  let publisher: NatsConnection;
  let catalog: Loopback;
  let identity: Loopback;
  let app: NestFastifyApplication;
  let base: string;
  let metrics: MetricsServer;

  const get = (path: string) => rawGet(`${base}${path}`);
  const scrape = () => scrapeMetrics(metrics.url);
  const requests = async (labels: Record<string, string>) =>
    sumOf(await scrape(), REQUESTS, labels) ?? 0;
  const lookups = async (result: string) =>
    sumOf(await scrape(), 'shop_cache_lookups_total', { cache: 'edge', result }) ?? 0;

  beforeAll(async () => {
    nats = await startNatsServer();
    catalog = await catalogLike();
    identity = await startLoopback((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"success":true}');
    });
    ({ app, base } = await startGateway({
      CATALOG_URL: catalog.url,
      IDENTITY_URL: identity.url,
      AUTH_RATE_LIMIT_PER_MINUTE: '2',
      EDGE_CACHE: 'true',
      NATS_URL: nats.url,
      NATS_NAMESPACE: NAMESPACE,
    }));
    metrics = (await startMetricsServer(0, '127.0.0.1', createServiceLogger('gateway', 'fatal')))!;
    publisher = await connect({ servers: nats.url });
    // The edge cache keeps answers only once it hears the catalogue's events.
    const deadline = Date.now() + 10_000;
    while ((await get('/api/product/warm-up')).headers['x-cache'] !== 'HIT') {
      if (Date.now() > deadline) throw new Error('the edge cache did not hear NATS');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  afterAll(async () => {
    await publisher?.close();
    await metrics?.close();
    await app?.close();
    await Promise.all([catalog?.close(), identity?.close()]);
    await nats?.stop();
  });

  it('labels a proxied request by the documented route its path fits', async () => {
    const one = { method: 'GET', route: '/api/product/:id', status_code: '200' };
    const search = { method: 'GET', route: '/api/product/search', status_code: '200' };
    const [oneBefore, searchBefore] = [await requests(one), await requests(search)];
    await get(`/api/product/${randomUUID()}`);
    await get(`/api/product/${randomUUID()}`);
    await get('/api/product/search?q=derby');
    expect(await requests(one)).toBe(oneBefore + 2);
    expect(await requests(search)).toBe(searchBefore + 1);
  });

  it("labels its own routes by their template, a proxy's undocumented paths by the proxy's, the rest as unmatched", async () => {
    await get('/health');
    await get('/uploads/products/boot.webp');
    await get('/nowhere/at/all');
    const samples = await scrape();
    expect(sumOf(samples, REQUESTS, { route: '/health' })).toBeGreaterThanOrEqual(1);
    expect(sumOf(samples, REQUESTS, { route: '/uploads/*' })).toBeGreaterThanOrEqual(1);
    expect(
      sumOf(samples, REQUESTS, { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('adds no series for requests to distinct ids', async () => {
    await get(`/api/product/${randomUUID()}`);
    const series = async () => samplesOf(await scrape(), REQUESTS).length;
    const before = await series();
    for (let i = 0; i < 200; i += 20)
      await Promise.all(Array.from({ length: 20 }, () => get(`/api/product/${randomUUID()}`)));
    expect(await series()).toBe(before);
  });

  it("counts the edge cache's misses, hits and stale answers", async () => {
    const [misses, hits, stale] = [
      await lookups('miss'),
      await lookups('hit'),
      await lookups('stale'),
    ];
    await get('/api/product/kept');
    await get('/api/product/kept');
    expect(await lookups('miss')).toBe(misses + 1);
    expect(await lookups('hit')).toBe(hits + 1);

    // A change drops the answer; it is served stale only while the catalogue cannot answer.
    publisher.publish(natsSubject(NAMESPACE, 'catalog.product.updated'), '{}');
    await publisher.flush();
    const deadline = Date.now() + 10_000;
    while ((await get('/api/product/other')).headers['x-cache'] !== 'MISS') {
      if (Date.now() > deadline) throw new Error('the change did not drop the answers');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    catalogDatabaseAway = true;
    try {
      expect((await get('/api/product/kept')).headers['x-cache']).toBe('STALE');
    } finally {
      catalogDatabaseAway = false;
    }
    expect(await lookups('stale')).toBe(stale + 1);
  });

  it('counts the requests a rate limit refused, by limit', async () => {
    const refused = async () =>
      sumOf(await scrape(), 'shop_rate_limit_refusals_total', { limit: 'auth/api/user/login' }) ??
      0;
    const before = await refused();
    const login = () =>
      fetch(`${base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await login()).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(await refused()).toBe(before + 1);
    expect(
      await requests({ method: 'POST', route: '/api/user/login', status_code: '429' }),
    ).toBeGreaterThanOrEqual(1);
  });
});
