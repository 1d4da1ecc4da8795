import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES } from '@shop/service-kit';
import { databaseOutage, eventually, type DatabaseOutage } from '@shop/service-kit/testing';
import request from 'supertest';
import { address, customer } from '../testing/start-order-platform';
import { startCashOnDeliveryShop, type CashOnDeliveryShop } from './orders.fixture';

// A real catalog and order service on one NATS server, each with its own database.
jest.setTimeout(180_000);

const NO_SERVER =
  'Skipped: the outage is cut between the services and a PostgreSQL server, and none is in use (TEST_DATABASE=embedded, or none answers on 127.0.0.1:5432 or TEST_DATABASE_URL); the embedded engine has no connection to lose.';

describe('a checkout through a database outage', () => {
  let shop: CashOnDeliveryShop;
  let outages: DatabaseOutage[] = [];

  beforeAll(async () => {
    shop = await startCashOnDeliveryShop();
  });
  afterAll(async () => {
    await Promise.all(outages.map((outage) => outage.end()));
    await shop?.platform.stop();
  });

  it('is refused with 503 while the databases are away, and placed once when retried with its key after', async () => {
    const { catalog, order } = shop.platform;
    const urls = [catalog.config.DATABASE_URL, order.config.DATABASE_URL];
    if (!urls.every((url) => url?.startsWith('postgres'))) return console.warn(NO_SERVER);
    const shopper = customer();
    const key = randomUUID();
    // One pair at 24.50, under $50: $10 delivery.
    const body = {
      address,
      items: [{ _id: shop.oxfordId, size: 'EU 41', quantity: 1 }],
      amount: 34.5,
    };
    const ready = () => request(order.app.getHttpServer()).get('/health/ready');

    outages = urls.map((url) => databaseOutage(url!));
    await Promise.all(outages.map((outage) => outage.begin()));
    const refused = await shop.place(shopper.token, body, key);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ success: false, message: ERROR_MESSAGES.databaseUnavailable });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await eventually(async () => expect((await ready()).status).toBe(503), 20_000);

    await Promise.all(outages.map((outage) => outage.end()));
    await eventually(async () => expect((await ready()).status).toBe(200), 30_000);

    const placed = await shop.place(shopper.token, body, key);
    expect(placed.status).toBe(201);
    const again = await shop.place(shopper.token, body, key);
    expect(again.body.order._id).toBe(placed.body.order._id);
    expect(await shop.orderCount()).toBe(1);
  });
});
