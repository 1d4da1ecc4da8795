import { randomUUID } from 'node:crypto';
import { MADE_TO_MEASURE_SIZE, RPC, type Order } from '@shop/contracts';
import { reconcileOrders, ServiceClient, type ReconcileResult } from '@shop/service-kit';
import { eventually, type ServiceAppUnderTest, startServiceApp } from '@shop/service-kit/testing';
import { eq, sql } from 'drizzle-orm';
import type request from 'supertest';
import { AppModule as AnalyticsModule } from '../../../analytics/src/app.module';
import { loadAnalyticsConfig, type AnalyticsConfig } from '../../../analytics/src/config';
import { orders as analyticsOrders } from '../../../analytics/src/orders/orders.table';
import { products } from '../../../catalog/src/products/products.table';
import { stockReservations } from '../../../catalog/src/stock/stock-reservations.table';
import { customerOrders } from '../../../identity/src/customers/customer-orders.table';
import {
  startIdentityApp,
  type IdentityTestApp,
} from '../../../identity/src/testing/start-identity-app';
import { orders } from '../orders/orders.table';
import {
  addProduct,
  address,
  customer,
  jacket,
  productOf,
  reservationOf,
  shoe,
  size,
  startOrderPlatform,
  stockIn,
  stockOf,
  type OrderPlatform,
} from '../testing/start-order-platform';

// The four services on one NATS server, each with its own database.
jest.setTimeout(240_000);

describe('reconciling what the services derived from the orders', () => {
  let platform: OrderPlatform;
  let identity: IdentityTestApp;
  let analytics: ServiceAppUnderTest<AnalyticsConfig>;
  let http: ReturnType<typeof request>;
  let oxfordId: string;
  let bikerId: string;

  const place = async (items: object[], amount: number): Promise<Order> => {
    const placed = await http
      .post('/api/order/place')
      .set('token', customer().token)
      .send({ address, items, amount });
    expect(placed.status).toBe(201);
    return placed.body.order as Order;
  };
  const pair = (label: string) => [{ productId: oxfordId, size: label, quantity: 1 }];
  const customerOrderOf = async (orderId: string) =>
    (await identity.db.select().from(customerOrders).where(eq(customerOrders.orderId, orderId)))[0];
  const analyticsOrderOf = async (orderId: string) =>
    (
      await analytics.db.select().from(analyticsOrders).where(eq(analyticsOrders.orderId, orderId))
    )[0];
  const reconcile = async (fix: boolean): Promise<ReconcileResult & { lines: string[] }> => {
    const lines: string[] = [];
    const client = platform.order.app.get(ServiceClient);
    const result = await reconcileOrders({
      ask: (pattern, body) => client.send(pattern, body),
      fix,
      settledBefore: new Date(),
      log: (line) => lines.push(line),
    });
    return { ...result, lines };
  };

  beforeAll(async () => {
    platform = await startOrderPlatform();
    const bus = { NATS_URL: platform.catalog.config.NATS_URL };
    const namespace = { NATS_NAMESPACE: platform.catalog.config.NATS_NAMESPACE };
    identity = await startIdentityApp({ ...bus, ...namespace });
    analytics = await startServiceApp({
      service: 'analytics',
      loadConfig: loadAnalyticsConfig,
      appModule: AnalyticsModule,
      settings: { ...bus, ...namespace },
    });
    ({ http } = platform);
    oxfordId = await addProduct(
      platform.catalog,
      shoe('Oxford Chestnut', 24.5, [size('EU 41', 30), size('EU 42', 30)]),
    );
    bikerId = await addProduct(platform.catalog, jacket('Biker Jacket', 300, [size('M', 5)], 75));
  });
  afterAll(async () => {
    await analytics?.stop();
    await identity?.stop();
    await platform?.stop();
  });

  it('reports each lost event, repairs it with --fix, and then finds nothing', async () => {
    const cancelledUnheard = await place(pair('EU 41'), 34.5);
    const placedUnheard = await place(pair('EU 41'), 34.5);
    const missingCustomer = await place(pair('EU 41'), 34.5);
    const toMeasure = await place(
      [{ productId: bikerId, size: MADE_TO_MEASURE_SIZE, quantity: 1 }],
      375,
    );
    const placedIds = [cancelledUnheard, placedUnheard, missingCustomer, toMeasure].map(
      (order) => order._id,
    );
    await eventually(async () => {
      for (const orderId of placedIds) {
        expect((await customerOrderOf(orderId))?.placedAt).toBeTruthy();
        expect((await analyticsOrderOf(orderId))?.placedAt).toBeTruthy();
      }
      expect((await reservationOf(platform.catalog, placedUnheard._id))?.state).toBe('confirmed');
      expect((await productOf(platform.catalog, oxfordId)).purchaseCount).toBe(3);
      expect((await productOf(platform.catalog, bikerId)).purchaseCount).toBe(1);
    });
    // Stock held for an order the order service never wrote.
    const strayOrderId = randomUUID();
    const held = await platform.order.app.get(ServiceClient).send(RPC.reserveStock, {
      orderId: strayOrderId,
      lines: [{ productId: oxfordId, size: 'EU 42', quantity: 2 }],
    });
    expect(held.reserved).toBe(true);

    // Lost events. An admin's cancellation whose events never left the order service:
    await platform.order.db
      .update(orders)
      .set({ status: 'Cancelled', version: 2, updatedAt: new Date() })
      .where(eq(orders.id, cancelledUnheard._id));
    // order.placed never reached the catalog: the hold stays held, the pair uncounted.
    await platform.catalog.db
      .update(stockReservations)
      .set({ state: 'held' })
      .where(eq(stockReservations.orderId, placedUnheard._id));
    await platform.catalog.db
      .update(products)
      .set({ purchaseCount: sql`${products.purchaseCount} - 1` })
      .where(eq(products.id, oxfordId));
    // The customer list and analytics lost orders.
    await identity.db.delete(customerOrders).where(eq(customerOrders.orderId, missingCustomer._id));
    await identity.db.delete(customerOrders).where(eq(customerOrders.orderId, toMeasure._id));
    await analytics.db.delete(analyticsOrders).where(eq(analyticsOrders.orderId, toMeasure._id));
    await new Promise((resolve) => setTimeout(resolve, 20));

    const report = await reconcile(false);
    const found = report.found.map(({ service, orderId, productId }) => [
      service,
      orderId ?? productId,
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['catalog', cancelledUnheard._id],
        ['identity', cancelledUnheard._id],
        ['analytics', cancelledUnheard._id],
        ['catalog', placedUnheard._id],
        ['catalog', oxfordId],
        ['identity', missingCustomer._id],
        ['identity', toMeasure._id],
        ['analytics', toMeasure._id],
        ['catalog', strayOrderId],
      ]),
    );
    expect(found).toHaveLength(9);
    expect(report.remaining).toEqual(report.found);
    expect(report.lines).toContain(
      `catalog: order ${cancelledUnheard._id}: stock reservation confirmed, expected restocked`,
    );
    expect(report.lines.at(-1)).toBe(
      '9 difference(s) in 4 order(s) (catalog 4, identity 3, analytics 2)',
    );
    // Reporting repaired nothing.
    expect((await reservationOf(platform.catalog, placedUnheard._id))?.state).toBe('held');
    expect(await stockIn(platform.catalog, oxfordId, 'EU 42')).toBe(28);

    const fixed = await reconcile(true);
    expect(fixed.found).toHaveLength(9);
    expect(fixed.remaining).toEqual([]);

    const oxford = await productOf(platform.catalog, oxfordId);
    // The cancelled pair is back on the shelf, the stray hold released.
    expect(stockOf(oxford, 'EU 41')).toBe(28);
    expect(stockOf(oxford, 'EU 42')).toBe(30);
    expect(oxford.purchaseCount).toBe(3);
    // Announcing the made-to-measure order again counted no second sale.
    expect((await productOf(platform.catalog, bikerId)).purchaseCount).toBe(1);
    expect(await reservationOf(platform.catalog, cancelledUnheard._id)).toMatchObject({
      state: 'restocked',
    });
    expect(await reservationOf(platform.catalog, placedUnheard._id)).toMatchObject({
      state: 'confirmed',
    });
    expect(await reservationOf(platform.catalog, strayOrderId)).toMatchObject({
      state: 'released',
    });
    expect(await customerOrderOf(cancelledUnheard._id)).toMatchObject({ status: 'Cancelled' });
    expect(await customerOrderOf(missingCustomer._id)).toMatchObject({
      status: 'Order Placed',
      paid: false,
      amount: 34.5,
    });
    expect((await customerOrderOf(toMeasure._id))?.placedAt).toBeTruthy();
    expect((await analyticsOrderOf(cancelledUnheard._id))?.cancelledAt).toBeTruthy();
    expect((await analyticsOrderOf(toMeasure._id))?.placedAt).toBeTruthy();

    const again = await reconcile(false);
    expect(again.found).toEqual([]);
    expect(again.lines).toEqual([
      '0 difference(s) in 4 order(s) (catalog 0, identity 0, analytics 0)',
    ]);
  });
});
