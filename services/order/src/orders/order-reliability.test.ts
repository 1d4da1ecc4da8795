import { join } from 'node:path';
import {
  eventually,
  persistentDatabase,
  type PersistentDatabase,
  startNatsServer,
  startServiceApp,
  startTypeScriptProcess,
  testKeySettings,
  type TestNatsServer,
  type TypeScriptProcess,
} from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { stockReservations } from '../../../catalog/src/stock/stock-reservations.table';
import {
  startCatalogApp,
  type CatalogTestApp,
} from '../../../catalog/src/testing/start-catalog-app';
import { AppModule } from '../app.module';
import { loadOrderConfig, SERVICE } from '../config';
import {
  address,
  addShoe,
  adminToken,
  customer,
  productOf,
  stockIn,
  stockOf,
  type OrderTestApp,
} from '../testing/start-order-platform';

// Services stopped, killed and started again on databases that outlive them.
jest.setTimeout(180_000);

const HALTING_ORDER = join(__dirname, '..', 'testing', 'order-halting-after-hold.main.ts');

/** One pair of the shoe in EU 42 at $60: no delivery fee. */
const onePair = (productId: string) => ({
  address,
  items: [{ productId, size: 'EU 42', quantity: 1 }],
  amount: 60,
});

describe('orders when a service goes away', () => {
  let nats: TestNatsServer;
  let catalogDatabase: PersistentDatabase;
  let catalog: CatalogTestApp | undefined;
  let order: OrderTestApp | undefined;
  let halting: TypeScriptProcess | undefined;

  const startCatalog = async () => {
    catalog = await startCatalogApp({
      ...catalogDatabase.settings,
      NATS_URL: nats.url,
      // An unconfirmed hold goes back on the shelf after 3 s, looked for twice a second.
      STOCK_HOLD_MINUTES: '0.05',
      STOCK_SWEEP_SECONDS: '0.5',
    });
    return catalog;
  };
  const startOrder = async () => {
    order = await startServiceApp({
      service: SERVICE,
      loadConfig: loadOrderConfig,
      appModule: AppModule,
      settings: { NATS_URL: nats.url },
    });
    return order;
  };
  const reservationOf = async (orderId: string) => {
    const [row] = await catalog!.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.orderId, orderId));
    return row;
  };

  beforeAll(async () => {
    nats = await startNatsServer();
    catalogDatabase = await persistentDatabase('catalog');
  });
  afterAll(async () => {
    await halting?.stop();
    await order?.stop();
    await catalog?.stop();
    await catalogDatabase?.drop();
    await nats?.stop();
  });

  it('puts the stock back when the order service dies between holding it and writing the order', async () => {
    await startCatalog();
    const shoeId = await addShoe(catalog!, 'Derby Walnut', 60, 'EU 42', 3);
    halting = startTypeScriptProcess(HALTING_ORDER, {
      ...testKeySettings(),
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      NATS_URL: nats.url,
      // info: the line naming the port it took.
      LOG_LEVEL: 'info',
    });
    const shopper = customer();
    const answer = fetch(`${await halting.address}/api/order/place`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: shopper.token },
      body: JSON.stringify(onePair(shoeId)),
    }).then(
      (res) => res.status,
      () => 'no answer',
    );
    await eventually(async () => expect(halting!.output()).toMatch(/held [\w-]+/));
    const orderId = /held ([\w-]+)/.exec(halting.output())![1];
    expect(await stockIn(catalog!, shoeId, 'EU 42')).toBe(2);
    expect((await reservationOf(orderId)).state).toBe('held');

    halting.child.kill('SIGKILL');
    await halting.exited;
    // The shopper's request dies with the process: no answer, no order.
    expect(await answer).toBe('no answer');

    await eventually(async () => {
      expect((await reservationOf(orderId)).state).toBe('released');
      expect(await stockIn(catalog!, shoeId, 'EU 42')).toBe(3);
    });

    // The shop goes on: the same shopper buys the pair from a service that stays up.
    await startOrder();
    const placed = await request(order!.app.getHttpServer())
      .post('/api/order/place')
      .set('token', shopper.token)
      .send(onePair(shoeId));
    expect(placed.status).toBe(201);
    await eventually(async () =>
      expect((await reservationOf(placed.body.order._id)).state).toBe('confirmed'),
    );
    expect(await stockIn(catalog!, shoeId, 'EU 42')).toBe(2);
    await order!.stop();
    order = undefined;
  });

  it('settles stock and purchase counts once the catalog is back from an outage', async () => {
    catalog ??= await startCatalog();
    await startOrder();
    const http = request(order!.app.getHttpServer());
    const shoeId = await addShoe(catalog!, 'Loafer Oxblood', 60, 'EU 42', 10);

    const orderIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await http
        .post('/api/order/place')
        .set('token', customer().token)
        .send(onePair(shoeId));
      expect(res.status).toBe(201);
      orderIds.push(res.body.order._id);
    }
    await catalog!.stop();
    catalog = undefined;

    // Meanwhile orders cannot be placed, but staff can still cancel one.
    const refused = await http
      .post('/api/order/place')
      .set('token', customer().token)
      .send(onePair(shoeId));
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe('Catalog service is unavailable. Please try again later.');
    const cancelled = await http
      .post('/api/order/status')
      .set('Authorization', `Bearer ${adminToken()}`)
      .send({ orderId: orderIds[0], status: 'Cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.status).toBe('Cancelled');

    await startCatalog();
    // An event handed to the catalog as it stopped comes again after the ack wait (30 s).
    await eventually(async () => {
      expect((await reservationOf(orderIds[0])).state).toBe('restocked');
      expect((await reservationOf(orderIds[1])).state).toBe('confirmed');
      expect((await reservationOf(orderIds[2])).state).toBe('confirmed');
    }, 60_000);
    const product = await productOf(catalog!, shoeId);
    // Three pairs were sold and one came back; every order was counted once.
    expect(stockOf(product, 'EU 42')).toBe(8);
    expect(product.stockQuantity).toBe(8);
    expect(product.purchaseCount).toBe(3);

    // Started once more, the catalog hears nothing twice.
    await catalog!.stop();
    await startCatalog();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const again = await productOf(catalog!, shoeId);
    expect(stockOf(again, 'EU 42')).toBe(8);
    expect(again.purchaseCount).toBe(3);
  });
});
