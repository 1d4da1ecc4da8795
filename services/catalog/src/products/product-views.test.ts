// A shopper's look at a product page, from the storefront's tracked page view to the product's
// viewCount: the analytics and catalog services on one NATS server, each with its own database.
import { randomUUID } from 'node:crypto';
import { TRACK_PATH } from '@shop/contracts';
import {
  eventually,
  type ServiceAppUnderTest,
  signTestToken,
  startServiceApp,
} from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { AppModule as AnalyticsModule } from '../../../analytics/src/app.module';
import { loadAnalyticsConfig, type AnalyticsConfig } from '../../../analytics/src/config';
import { startCatalogApp, type CatalogTestApp } from '../testing/start-catalog-app';
import { products, type NewProductRow } from './products.table';

jest.setTimeout(120_000);

const boot = (name: string, extra: Partial<NewProductRow> = {}): NewProductRow => ({
  name,
  brand: 'Leather & Last',
  category: 'Men',
  subcategory: 'Shoes',
  priceBase: 200,
  stockQuantity: 5,
  ...extra,
});

const adminToken = signTestToken({
  id: randomUUID(),
  email: 'admin@example.com',
  name: 'Admin',
  isAdmin: true,
});

describe("a product's view count", () => {
  let catalog: CatalogTestApp;
  let analytics: ServiceAppUnderTest<AnalyticsConfig>;
  let track: (path: string, headers?: Record<string, string>) => Promise<void>;

  const add = async (row: NewProductRow) =>
    (await catalog.db.insert(products).values(row).returning({ id: products.id }))[0].id;
  const viewCountOf = async (id: string) =>
    (await catalog.db.select().from(products).where(eq(products.id, id)))[0].viewCount;

  beforeAll(async () => {
    catalog = await startCatalogApp();
    analytics = await startServiceApp({
      service: 'analytics',
      loadConfig: loadAnalyticsConfig,
      appModule: AnalyticsModule,
      settings: {
        NATS_URL: catalog.config.NATS_URL,
        NATS_NAMESPACE: catalog.config.NATS_NAMESPACE,
        PRODUCT_VIEWS_INTERVAL_MS: '100',
      },
    });
    const http = request(analytics.app.getHttpServer());
    // The storefront's page view on a route change (use-page-tracking).
    track = async (path, headers = {}) => {
      const res = await http
        .post(TRACK_PATH)
        .set(headers)
        .send({ sessionId: randomUUID().replaceAll('-', ''), path, title: 'Leather & Last' });
      expect(res.status).toBe(200);
    };
  });
  afterAll(async () => {
    await analytics?.stop();
    await catalog?.stop();
  });

  it('rises with each product page a shopper opens', async () => {
    const id = await add(boot('Oxford Chestnut'));
    await track(`/product/${id}`);
    await track(`/product/${id.toUpperCase()}`);
    await eventually(async () => expect(await viewCountOf(id)).toBe(2));
  });

  it('counts no admin looking, no page of a product off sale, and no other page', async () => {
    const onSale = await add(boot('Derby Black'));
    const draft = await add(boot('Derby Tan', { status: 'Draft' }));
    await track(`/product/${onSale}`, { authorization: `Bearer ${adminToken}` });
    await track(`/product/${draft}`);
    await track('/collection');
    await track(`/product/${onSale}/reviews`);
    await track(`/product/${onSale}`);
    await eventually(async () => expect(await viewCountOf(onSale)).toBe(1));
    // The draft's view went out no later than the one counted.
    expect(await viewCountOf(draft)).toBe(0);
  });
});
