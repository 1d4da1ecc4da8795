import { ERROR_MESSAGES, EventBus } from '@shop/service-kit';
import { databaseOutage, eventually, type DatabaseOutage } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { emitProductUpdated } from '../products/product-updated';
import { products } from '../products/products.table';
import { addProduct, shoe, size } from '../stock/stock-fixtures';
import { startCatalogApp, type CatalogTestApp } from '../testing/start-catalog-app';

jest.setTimeout(120_000);

const NO_SERVER =
  'Skipped: the outage is cut between the service and a PostgreSQL server, and none is in use (TEST_DATABASE=embedded, or none answers on 127.0.0.1:5432 or TEST_DATABASE_URL); the embedded engine has no connection to lose.';

describe('the catalog while its database is away', () => {
  let catalog: CatalogTestApp;
  let http: ReturnType<typeof request>;
  let outage: DatabaseOutage | undefined;
  let seenId: string;
  let unseenId: string;

  beforeAll(async () => {
    // A second of freshness: the answers read before the outage expire during it, and must be
    // served stale rather than refused.
    catalog = await startCatalogApp({ READ_CACHE_TTL_SECONDS: '1' });
    http = request(catalog.app.getHttpServer());
    seenId = await addProduct(catalog, shoe('Derby Walnut', [size('EU 42', 5)]));
    unseenId = await addProduct(catalog, shoe('Monk Strap', [size('EU 42', 5)]));
  });

  afterAll(async () => {
    await outage?.end();
    await catalog?.stop();
  });

  it('answers reads it has seen from its cache, refuses the rest with 503, and recovers alone', async () => {
    if (!catalog.config.DATABASE_URL?.startsWith('postgres')) return console.warn(NO_SERVER);
    const page = `/api/product/${seenId}`;
    const search = '/api/product/search?q=derby';
    expect((await http.get(page)).status).toBe(200);
    const searched = await http.get(search);
    expect(searched.status).toBe(200);
    expect(searched.body.data.map((p: { _id: string }) => p._id)).toEqual([seenId]);
    expect((await http.get('/health/ready')).status).toBe(200);

    outage = databaseOutage(catalog.config.DATABASE_URL);
    await outage.begin();

    const refused = await http.get(`/api/product/${unseenId}`);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ success: false, message: ERROR_MESSAGES.databaseUnavailable });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    for (const path of [page, search]) {
      await eventually(async () => {
        const answer = await http.get(path);
        expect(answer.status).toBe(200);
        expect(answer.headers['x-cache']).toBe('STALE');
      }, 20_000);
    }
    expect((await http.get(page)).body.data.name).toBe('Derby Walnut');

    await eventually(async () => {
      const ready = await http.get('/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.checks.database).toBe('down');
    }, 20_000);

    await outage.end();

    await eventually(
      async () => expect((await http.get('/health/ready')).status).toBe(200),
      30_000,
    );
    const answered = await http.get(`/api/product/${unseenId}`);
    expect(answered.status).toBe(200);
    expect(answered.headers['x-cache']).toBeUndefined();

    // A change after the outage goes through the outbox, which the relay publishes without a
    // restart: the cache hears it and the page shows the new name.
    const bus = catalog.app.get(EventBus);
    await catalog.db.transaction(async (tx) => {
      const [row] = await tx
        .update(products)
        .set({ name: 'Derby Chestnut' })
        .where(eq(products.id, seenId))
        .returning();
      await emitProductUpdated(bus, tx, row);
    });
    await eventually(async () => {
      const ready = await http.get('/health/ready');
      expect(ready.body.details.outbox.backlog).toBe(0);
      expect((await http.get(page)).body.data.name).toBe('Derby Chestnut');
    }, 30_000);
  });
});
