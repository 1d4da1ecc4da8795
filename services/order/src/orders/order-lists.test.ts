import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ORDER_MESSAGES, orderNumber, type Order } from '@shop/contracts';
import { outbox } from '@shop/service-kit';
import { eq, sql } from 'drizzle-orm';
import {
  addProduct,
  address,
  adminToken,
  customer,
  shoe,
  size,
  stockIn,
  type OrderPlatform,
} from '../testing/start-order-platform';
import { orders } from './orders.table';
import { startCashOnDeliveryShop, type CashOnDeliveryShop } from './orders.fixture';
import { eventually } from '@shop/service-kit/testing';

// A real catalog and order service on one NATS server, each with its own database.
jest.setTimeout(180_000);

describe('orders as their customers and the admin see them', () => {
  let platform: OrderPlatform;
  let http: CashOnDeliveryShop['http'];
  let oxfordId: string;
  let place: CashOnDeliveryShop['place'];

  beforeAll(async () => {
    ({ platform, http, oxfordId, place } = await startCashOnDeliveryShop());
    // A shop with orders already: more than one page of them for the admin.
    const line = { address, items: [{ productId: oxfordId, size: 'EU 42', quantity: 1 }] };
    for (let i = 0; i < 10; i++) await place(customer().token, { ...line, amount: 34.5 });
  });
  afterAll(() => platform?.stop());

  it('shows each customer their own orders only, newest first', async () => {
    const ann = customer('Ann');
    const bob = customer('Bob');
    const line = (quantity: number) => ({
      address,
      items: [{ productId: oxfordId, size: 'EU 42', quantity }],
      amount: quantity === 1 ? 34.5 : 59,
    });
    const first = await place(ann.token, line(1));
    const second = await place(ann.token, line(2));
    await place(bob.token, line(1));
    for (const form of ['get', 'post'] as const) {
      const mine = await http[form]('/api/order/userorders').set('token', ann.token);
      expect(mine.status).toBe(200);
      expect(mine.body.orders.map((order: Order) => order._id)).toEqual([
        second.body.order._id,
        first.body.order._id,
      ]);
    }
    const visitor = await http.get('/api/order/userorders');
    expect(visitor.status).toBe(401);
  });

  it('lets only an admin list orders and change their status; Cancelled restocks once and is final', async () => {
    const shopper = customer();
    const placed = await place(shopper.token, {
      address,
      items: [{ productId: oxfordId, size: 'EU 41', quantity: 3 }],
      amount: 73.5,
    });
    const orderId = placed.body.order._id as string;
    const stockBefore = (await stockIn(platform.catalog, oxfordId, 'EU 41'))!;
    await eventually(async () => {
      const [row] = await platform.order.db.select().from(outbox);
      expect(row).toBeDefined();
    });

    for (const call of [
      () => http.get('/api/order/list'),
      () => http.post('/api/order/status').send({ orderId, status: 'Shipped' }),
    ]) {
      expect((await call()).status).toBe(401);
      expect((await call().set('Authorization', `Bearer ${shopper.token}`)).status).toBe(403);
    }

    const admin = adminToken();
    const page = await http
      .get('/api/order/list?page=1&limit=2&paymentMethod=COD')
      .set('Authorization', `Bearer ${admin}`);
    expect(page.status).toBe(200);
    expect(page.body.orders).toHaveLength(2);
    expect(page.body.orders[0]._id).toBe(orderId);
    expect(page.body.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(page.body.pagination.total).toBeGreaterThanOrEqual(10);
    const badStatus = await http
      .post('/api/order/status')
      .set('Authorization', `Bearer ${admin}`)
      .send({ orderId, status: 'Lost' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe(ORDER_MESSAGES.invalidStatus);

    const processing = await http
      .post('/api/order/status')
      .set('Authorization', `Bearer ${admin}`)
      .send({ orderId, status: 'Processing' });
    expect(processing.body).toMatchObject({
      success: true,
      message: ORDER_MESSAGES.statusUpdated,
      order: { status: 'Processing' },
    });
    const cancelled = await http
      .post('/api/order/status')
      .set('Authorization', `Bearer ${admin}`)
      .send({ orderId, status: 'Cancelled' });
    expect(cancelled.body.order.statusHistory.map((change: { to: string }) => change.to)).toEqual([
      'Order Placed',
      'Processing',
      'Cancelled',
    ]);
    await eventually(async () =>
      expect(await stockIn(platform.catalog, oxfordId, 'EU 41')).toBe(stockBefore + 3),
    );
    const reopened = await http
      .post('/api/order/status')
      .set('Authorization', `Bearer ${admin}`)
      .send({ orderId, status: 'Processing' });
    expect(reopened.status).toBe(400);
    expect(reopened.body.message).toBe(ORDER_MESSAGES.cancelledIsFinal);
    const [row] = await platform.order.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row.status).toBe('Cancelled');
    expect(row.version).toBe(3);
  });

  it('finds orders by number, by customer and by the day they were placed', async () => {
    const grace = { ...address, firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.test' };
    const placed = await place(customer().token, {
      address: grace,
      items: [{ productId: oxfordId, size: 'EU 42', quantity: 1 }],
      amount: 34.5,
    });
    const orderId: string = placed.body.order._id;
    const admin = `Bearer ${adminToken()}`;
    const found = async (query: string) => {
      const res = await http.get(`/api/order/list?${query}`).set('Authorization', admin);
      expect(res.status).toBe(200);
      return res.body.orders.map((order: Order) => order._id) as string[];
    };

    expect(await found(`search=${orderNumber(orderId)}`)).toEqual([orderId]);
    expect(await found(`search=${orderNumber(orderId).toLowerCase()}`)).toEqual([orderId]);
    // As the card shows it, with its '#', and any part of it.
    expect(await found(`search=%23${orderNumber(orderId)}`)).toEqual([orderId]);
    expect(await found(`search=${orderNumber(orderId).slice(2, 6)}`)).toContain(orderId);
    expect(await found(`search=${orderId}`)).toEqual([orderId]);
    expect(await found('search=grace%20hopper')).toEqual([orderId]);
    expect(await found('search=GRACE@NAVY')).toEqual([orderId]);
    // LIKE's wildcards are taken as they are typed.
    expect(await found('search=%25')).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    expect(await found(`search=grace&from=${today}&to=${today}`)).toEqual([orderId]);
    expect(await found(`search=grace&to=2020-01-01`)).toEqual([]);

    const backwards = await http
      .get(`/api/order/list?from=${today}&to=2020-01-01`)
      .set('Authorization', admin);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe(ORDER_MESSAGES.datesBackwards);
    const notADate = await http.get('/api/order/list?from=yesterday').set('Authorization', admin);
    expect(notADate.status).toBe(400);
  });

  it('keeps each line’s colour, so two colours of one model read apart; older lines read without one', async () => {
    const colourOf = async (color: string) =>
      addProduct(platform.catalog, { ...shoe('Parma Loafer', 30, [size('EU 41', 5)]), color });
    const tan = await colourOf('Tan');
    const black = await colourOf('Black');
    const shopper = customer();
    const placed = await place(shopper.token, {
      address,
      items: [tan, black].map((productId) => ({ productId, size: 'EU 41', quantity: 1 })),
      amount: 60,
    });
    expect(placed.status).toBe(201);
    const orderId: string = placed.body.order._id;
    const lines = (order: Order) => order.items.map((item) => [item.name, item.color]);
    const parma = [
      ['Parma Loafer', 'Tan'],
      ['Parma Loafer', 'Black'],
    ];
    expect(lines(placed.body.order)).toEqual(parma);

    const [row] = await platform.order.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row.items.map((item) => item.color)).toEqual(['Tan', 'Black']);
    const mine = await http.get('/api/order/userorders').set('token', shopper.token);
    expect(lines(mine.body.orders[0])).toEqual(parma);
    const listed = await http
      .get(`/api/order/list?search=${orderNumber(orderId)}`)
      .set('Authorization', `Bearer ${adminToken()}`);
    expect(lines(listed.body.orders[0])).toEqual(parma);

    // A line kept before colours were, brought up to date by the migration that added them.
    await platform.order.db.execute(
      sql`update orders set items = jsonb_build_array((items->0) - 'color') where id = ${orderId}`,
    );
    const migration = path.join(__dirname, '../../drizzle/0005_order_line_colours.sql');
    await platform.order.db.execute(sql.raw(readFileSync(migration, 'utf8')));
    const older = await http.get('/api/order/userorders').set('token', shopper.token);
    expect(lines(older.body.orders[0])).toEqual([['Parma Loafer', '']]);
  });
});
