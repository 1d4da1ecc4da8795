import { ORDER_MESSAGES, SUBJECTS, type Order } from '@shop/contracts';
import { outbox } from '@shop/service-kit';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { startPayPalStandIn, type PayPalStandIn } from '../../../../scripts/paypal-standin.cjs';
import { orders } from '../orders/orders.table';
import {
  addProduct,
  address,
  customer,
  eventually,
  productOf,
  shoe,
  size,
  startOrderPlatform,
  stockOf,
  type OrderPlatform,
} from '../testing/start-order-platform';

jest.setTimeout(120_000);

describe('PayPal checkout against the local PayPal stand-in', () => {
  let standIn: PayPalStandIn;
  let platform: OrderPlatform;
  let http: ReturnType<typeof request>;
  let oxfordId: string;
  const shopper = customer();

  const call = (path: string, body: object, token = shopper.token) =>
    http.post(`/api/order/paypal/${path}`).set('token', token).send(body);
  const items = (quantity = 2) => [
    { _id: oxfordId, size: 'EU 41', quantity, price: 0.01, name: 'Tampered' },
  ];
  /** The buyer approving on PayPal's page (the stand-in's own call for tests). */
  const approve = async (paypalOrderId: string, decline = false) => {
    const token = await fetch(`${standIn.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      body: 'grant_type=client_credentials',
    }).then((res) => res.json() as Promise<{ access_token: string }>);
    await fetch(`${standIn.url}/v2/checkout/orders/${paypalOrderId}/approve-for-tests`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ decline }),
    });
  };
  const stock = async () => stockOf(await productOf(platform.catalog, oxfordId), 'EU 41');
  const eventsOf = async (subject: string, orderId: string) =>
    (await platform.order.db.select().from(outbox).where(eq(outbox.subject, subject))).filter(
      (row) => (row.payload as { payload: { orderId: string } }).payload.orderId === orderId,
    );
  /** Create, then save: an order awaiting its payment, holding no stock. */
  async function pendingOrder(quantity = 2): Promise<{ paypalOrderId: string; order: Order }> {
    const created = await call('create', { items: items(quantity) });
    expect(created.status).toBe(201);
    const paypalOrderId = created.body.data.id as string;
    const amount = quantity * 24.5 + (quantity * 24.5 >= 50 ? 0 : 10);
    const saved = await call('save', { items: items(quantity), amount, address, paypalOrderId });
    expect(saved.status).toBe(200);
    return { paypalOrderId, order: saved.body.order };
  }

  beforeAll(async () => {
    standIn = await startPayPalStandIn();
    platform = await startOrderPlatform({
      PAYPAL_CLIENT_ID: 'standin-client',
      PAYPAL_CLIENT_SECRET: 'standin-secret',
      PAYPAL_API_BASE: standIn.url,
      PAYPAL_STANDIN: 'true',
    });
    http = request(platform.order.app.getHttpServer());
    oxfordId = await addProduct(
      platform.catalog,
      shoe('Oxford Chestnut', 24.5, [size('EU 41', 20)]),
    );
  });
  afterAll(async () => {
    await platform?.stop();
    await standIn?.close();
  });

  it('tells the storefront to draw the stand-in button', async () => {
    const res = await http.get('/api/order/paypal/config');
    expect(res.body).toEqual({
      success: true,
      data: { clientId: null, standIn: true, currency: 'USD' },
    });
  });

  it('builds the PayPal order from catalogue prices and refuses a total that is not the server’s', async () => {
    const created = await call('create', { items: items(), amount: 59 });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'CREATED' });
    expect(created.body.data.approveUrl).toBe(
      `${standIn.url}/checkoutnow?token=${created.body.data.id}`,
    );
    const tampered = await call('create', { items: items(), amount: 10.02 });
    expect(tampered.status).toBe(409);
    expect(tampered.body.message).toBe(ORDER_MESSAGES.pricesChanged);
    expect((await http.post('/api/order/paypal/create').send({ items: items() })).status).toBe(401);
  });

  it('holds nothing when saved, takes the stock and captures once when asked twice at once, then places and pays the order', async () => {
    const before = await stock();
    const { paypalOrderId, order } = await pendingOrder();
    expect(order).toMatchObject({ paymentMethod: 'PayPal', payment: false, amount: 59 });
    expect(await stock()).toBe(before);
    const again = await call('save', { items: items(), amount: 59, address, paypalOrderId });
    expect(again.body.order._id).toBe(order._id);
    const listed = await http.get('/api/order/userorders').set('token', shopper.token);
    expect(listed.body.orders.map((o: Order) => o._id)).not.toContain(order._id);

    const early = await call('capture', { orderId: paypalOrderId });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(ORDER_MESSAGES.paymentCaptureFailed);
    expect(await stock()).toBe(before);

    await approve(paypalOrderId);
    const [one, two] = await Promise.all([
      call('capture', { orderId: paypalOrderId }),
      call('capture', { orderId: paypalOrderId }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.message).toBe(ORDER_MESSAGES.paymentSuccessful);
    expect(one.body.order.payment).toBe(true);
    expect(two.body.order.paypalCaptureId).toBe(one.body.order.paypalCaptureId);
    expect(await eventsOf(SUBJECTS.orderPaid, order._id)).toHaveLength(1);
    expect(await eventsOf(SUBJECTS.orderPlaced, order._id)).toHaveLength(1);
    const mine = await http.get('/api/order/userorders').set('token', shopper.token);
    expect(mine.body.orders[0]).toMatchObject({ _id: order._id, payment: true });
    await eventually(async () =>
      expect((await productOf(platform.catalog, oxfordId)).purchaseCount).toBe(2),
    );
    expect(await stock()).toBe(before! - 2);
  });

  it('leaves a declined payment unpaid and cancelled, its stock back on the shelf', async () => {
    const before = await stock();
    const { paypalOrderId, order } = await pendingOrder(1);
    await approve(paypalOrderId, true);
    const declined = await call('capture', { orderId: paypalOrderId });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe(ORDER_MESSAGES.paymentDeclined);
    const [row] = await platform.order.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ paid: false, status: 'Cancelled' });
    await eventually(async () => expect(await stock()).toBe(before));
  });

  it('cancels a pending order when the buyer leaves PayPal, and only the buyer can', async () => {
    const before = await stock();
    const { paypalOrderId, order } = await pendingOrder(1);
    const stranger = await call('cancel', { orderId: paypalOrderId }, customer().token);
    expect(stranger.status).toBe(404);
    const cancelled = await call('cancel', { orderId: paypalOrderId });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.status).toBe('Cancelled');
    await approve(paypalOrderId);
    const late = await call('capture', { orderId: paypalOrderId });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(ORDER_MESSAGES.alreadyCancelled);
    expect(await stock()).toBe(before);
    // Never placed: the other services never heard of it.
    expect(await eventsOf(SUBJECTS.orderCancelled, order._id)).toHaveLength(0);
    expect(await eventsOf(SUBJECTS.orderPlaced, order._id)).toHaveLength(0);
  });
});
