import {
  createServiceLogger,
  EventBus,
  startMetricsServer,
  type MetricsServer,
} from '@shop/service-kit';
import {
  databaseOutage,
  eventually,
  scrapeMetrics,
  sumOf,
  type DatabaseOutage,
} from '@shop/service-kit/testing';
import request from 'supertest';
import { addProduct, shoe, size } from '../stock/stock-fixtures';
import { startCatalogApp, type CatalogTestApp } from '../testing/start-catalog-app';

jest.setTimeout(120_000);

const NO_SERVER =
  'Stale reads not counted here: they need the PostgreSQL server, whose connections an outage cuts, and none is in use (TEST_DATABASE=embedded, or none answers on 127.0.0.1:5432 or TEST_DATABASE_URL).';

describe("the catalog read cache's metrics", () => {
  let catalog: CatalogTestApp;
  let http: ReturnType<typeof request>;
  let metrics: MetricsServer;
  let outage: DatabaseOutage | undefined;

  const lookups = async (result: string) =>
    sumOf(await scrapeMetrics(metrics.url), 'shop_cache_lookups_total', {
      cache: 'catalog_read',
      result,
    }) ?? 0;

  beforeAll(async () => {
    // A second of freshness: an answer read before an outage is retired during it, then served stale.
    catalog = await startCatalogApp({ READ_CACHE_TTL_SECONDS: '1' });
    http = request(catalog.app.getHttpServer());
    metrics = (await startMetricsServer(0, '127.0.0.1', createServiceLogger('catalog', 'fatal')))!;
    await eventually(() => expect(catalog.app.get(EventBus).isConnected()).toBe(true));
  });

  afterAll(async () => {
    await outage?.end();
    await metrics?.close();
    await catalog?.stop();
  });

  it('counts a first read as a miss and the reads it answers from memory as hits', async () => {
    const id = await addProduct(catalog, shoe('Counted Oxford', [size('EU 42', 3)]));
    const [misses, hits] = [await lookups('miss'), await lookups('hit')];
    expect((await http.get(`/api/product/${id}`)).status).toBe(200);
    expect(await lookups('miss')).toBe(misses + 1);
    expect((await http.get(`/api/product/${id}`)).status).toBe(200);
    expect((await http.get(`/api/product/${id}`)).status).toBe(200);
    expect(await lookups('hit')).toBe(hits + 2);
  });

  it('counts a retired answer served while the database is away as stale', async () => {
    if (!catalog.config.DATABASE_URL?.startsWith('postgres')) return console.warn(NO_SERVER);
    const id = await addProduct(catalog, shoe('Stale Derby', [size('EU 42', 3)]));
    expect((await http.get(`/api/product/${id}`)).status).toBe(200);
    const stale = await lookups('stale');
    outage = databaseOutage(catalog.config.DATABASE_URL);
    await outage.begin();
    try {
      await eventually(async () => {
        const answer = await http.get(`/api/product/${id}`);
        expect(answer.headers['x-cache']).toBe('STALE');
      }, 20_000);
    } finally {
      await outage.end();
      outage = undefined;
    }
    expect(await lookups('stale')).toBeGreaterThan(stale);
  });
});
