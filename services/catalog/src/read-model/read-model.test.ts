import { randomUUID } from 'node:crypto';
import { PRODUCT_MESSAGES, READ_CACHE_DROPPED_SUBJECT, SUBJECTS } from '@shop/contracts';
import { EventBus, natsSubject } from '@shop/service-kit';
import { connect } from 'nats';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { products } from '../products/products.table';
import { adminToken, multipart, shoeFields } from '../testing/admin-requests';
import { startCatalogApp, type CatalogTestApp } from '../testing/start-catalog-app';
import { testImage } from '../testing/test-images';
import { CATALOG_CACHE_CONTROL } from './send-answer';
import { eventually } from '@shop/service-kit/testing';
import { emitProductUpdated } from '../products/product-updated';

jest.setTimeout(60_000);

const NO_SERVER =
  'Skipped: two replicas share a PostgreSQL server and none is in use (TEST_DATABASE=embedded, or none answers on 127.0.0.1:5432 or TEST_DATABASE_URL).';

/** What a product write does: change the row and announce it, in one transaction. */
async function rename(catalog: CatalogTestApp, id: string, name: string) {
  const bus = catalog.app.get(EventBus);
  await catalog.db.transaction(async (tx) => {
    const [row] = await tx.update(products).set({ name }).where(eq(products.id, id)).returning();
    await emitProductUpdated(bus, tx, row);
  });
  await bus.flush();
}

const connected = (catalog: CatalogTestApp) =>
  eventually(() => expect(catalog.app.get(EventBus).isConnected()).toBe(true));

/**
 * Runs `work` with a second replica on the first one's database and NATS, connected, and stops
 * it after. Two replicas share a PostgreSQL server: without one it says so and runs nothing.
 */
async function withSecondReplica(
  first: CatalogTestApp,
  work: (second: CatalogTestApp) => Promise<void>,
): Promise<void> {
  const databaseUrl = first.config.DATABASE_URL ?? '';
  if (!databaseUrl.startsWith('postgres')) return console.warn(NO_SERVER);
  const second = await startCatalogApp({
    DATABASE_URL: databaseUrl,
    NATS_URL: first.config.NATS_URL,
  });
  try {
    await connected(second);
    await work(second);
  } finally {
    await second.stop();
  }
}

describe('the catalogue read model', () => {
  let catalog: CatalogTestApp;
  let http: ReturnType<typeof request>;
  let id: string;

  beforeAll(async () => {
    catalog = await startCatalogApp();
    http = request(catalog.app.getHttpServer());
    await connected(catalog);
    const [row] = await catalog.db
      .insert(products)
      .values({
        name: 'Cached Oxford',
        brand: 'Leather & Last',
        category: 'Men',
        subcategory: 'Shoes',
        priceBase: 240,
        stockQuantity: 3,
      })
      .returning();
    id = row.id;
  });
  afterAll(() => catalog?.stop());

  it('answers with an ETag and Cache-Control, and 304 to a client holding the answer', async () => {
    const first = await http.get(`/api/product/${id}`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
    expect(first.headers.etag).toMatch(/^W\//);

    const again = await http.get(`/api/product/${id}`).set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('sends gzip to a client that takes it', async () => {
    const res = await http.get(`/api/product/${id}`).set('Accept-Encoding', 'gzip');
    // The client unpacked what came packed.
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.data.name).toBe('Cached Oxford');
  });

  it('shows a change on the very next read, on the product page and in lists', async () => {
    expect((await http.get(`/api/product/${id}`)).body.data.name).toBe('Cached Oxford');
    const listed = await http.get('/api/product');
    expect(listed.body.data.map((p: { name: string }) => p.name)).toContain('Cached Oxford');

    await rename(catalog, id, 'Cached Oxford II');

    expect((await http.get(`/api/product/${id}`)).body.data.name).toBe('Cached Oxford II');
    const relisted = await http.get('/api/product');
    expect(relisted.body.data.map((p: { name: string }) => p.name)).toContain('Cached Oxford II');
  });

  it('says so once its cache has dropped a product another replica changed, never before', async () => {
    expect((await http.get(`/api/product/${id}`)).body.data.name).toMatch(/^Cached Oxford/);
    // Another replica's change: the row, then its event, which this replica only hears.
    const [row] = await catalog.db
      .update(products)
      .set({ name: 'Oxford of another replica' })
      .where(eq(products.id, id))
      .returning();
    expect((await http.get(`/api/product/${id}`)).body.data.name).not.toBe(row.name);

    const nc = await connect({ servers: catalog.config.NATS_URL });
    const dropped = nc.subscribe(
      natsSubject(catalog.config.NATS_NAMESPACE, READ_CACHE_DROPPED_SUBJECT),
      { max: 1 },
    );
    await nc.flush();
    nc.publish(
      natsSubject(catalog.config.NATS_NAMESPACE, SUBJECTS.productUpdated),
      JSON.stringify({
        id: randomUUID(),
        type: SUBJECTS.productUpdated,
        occurredAt: new Date().toISOString(),
        payload: {
          productId: id,
          name: row.name,
          brand: row.brand,
          category: row.category,
          subcategory: row.subcategory,
          status: row.status,
          effectivePrice: row.priceBase,
          imageUrl: null,
          stockQuantity: row.stockQuantity,
        },
      }),
    );
    for await (const _said of dropped) break;
    // What the gateway asks for after hearing it is the new version.
    expect((await http.get(`/api/product/${id}`)).body.data.name).toBe(row.name);
    await nc.close();
    await rename(catalog, id, 'Cached Oxford II');
  });

  it('answers 404 for a product deleted behind a cached page once the deletion is announced', async () => {
    const [row] = await catalog.db
      .insert(products)
      .values({ name: 'Short-lived', category: 'Men', subcategory: 'Shoes', priceBase: 90 })
      .returning();
    expect((await http.get(`/api/product/${row.id}`)).status).toBe(200);
    const bus = catalog.app.get(EventBus);
    await catalog.db.transaction(async (tx) => {
      await tx.delete(products).where(eq(products.id, row.id));
      await bus.emit(tx, SUBJECTS.productDeleted, { productId: row.id });
    });
    await bus.flush();

    await eventually(async () => {
      const res = await http.get(`/api/product/${row.id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(PRODUCT_MESSAGES.notFound);
    });
  });

  it('shows a change made through a second replica on the next read from the first', async () => {
    await withSecondReplica(catalog, async (second) => {
      expect((await http.get(`/api/product/${id}`)).body.data.name).toBe('Cached Oxford II');

      await rename(second, id, 'Cached Oxford III');

      await eventually(async () => {
        expect((await http.get(`/api/product/${id}`)).body.data.name).toBe('Cached Oxford III');
      }, 1000);
    });
  });

  it('shows an admin edit made through a second replica on the very next read from the first', async () => {
    await withSecondReplica(catalog, async (second) => {
      const admin = request(second.app.getHttpServer());
      const image = { data: await testImage('jpeg'), name: 'side.jpg' };
      const created = await multipart(
        admin.post('/api/product').set('Authorization', `Bearer ${adminToken()}`),
        shoeFields({ name: 'Edited Derby', sku: '' }),
        [image],
      ).expect(201);
      const productId: string = created.body.data._id;
      expect((await http.get(`/api/product/${productId}`)).body.data.name).toBe('Edited Derby');
      const searched = await http.get('/api/product/search?q=derby');
      expect(searched.body.data.map((p: { _id: string }) => p._id)).toContain(productId);

      await multipart(
        admin.put(`/api/product/${productId}`).set('Authorization', `Bearer ${adminToken()}`),
        shoeFields({ name: 'Edited Monk Strap', sku: created.body.data.sku }),
        [],
      ).expect(200);

      // No waiting: the write answered after its event went out.
      expect((await http.get(`/api/product/${productId}`)).body.data.name).toBe(
        'Edited Monk Strap',
      );
      const researched = await http.get('/api/product/search?q=derby');
      expect(researched.body.data.map((p: { _id: string }) => p._id)).not.toContain(productId);
    });
  });
});

describe('the catalogue with its read cache off', () => {
  let catalog: CatalogTestApp;

  beforeAll(async () => {
    catalog = await startCatalogApp({ READ_CACHE: 'false' });
  });
  afterAll(() => catalog?.stop());

  it('reads every answer from the database', async () => {
    const http = request(catalog.app.getHttpServer());
    const [row] = await catalog.db
      .insert(products)
      .values({ name: 'Uncached', category: 'Women', subcategory: 'Jackets', priceBase: 300 })
      .returning();
    expect((await http.get(`/api/product/${row.id}`)).body.data.name).toBe('Uncached');
    await catalog.db.update(products).set({ name: 'Renamed' }).where(eq(products.id, row.id));
    expect((await http.get(`/api/product/${row.id}`)).body.data.name).toBe('Renamed');
  });
});
