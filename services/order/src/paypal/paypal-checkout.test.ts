import { ORDER_MESSAGES, SUBJECTS, type Order } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { orders } from '../orders/orders.table';
import { address, addShoe, customer, productOf, stockIn } from '../testing/start-order-platform';
import { usePayPalPlatform } from './paypal.fixture';
import { eventually } from '@shop/service-kit/testing';

jest.setTimeout(120_000);

describe('PayPal checkout against the local PayPal stand-in', () => {
  const shop = usePayPalPlatform();
  let oxfordId: string;
  const shopper = customer();

  const call = (path: string, body: object, token = shopper.token) => shop.call(path, body, token);
  const items = (quantity = 2) => [
    { _id: oxfordId, size: 'EU 41', quantity, price: 0.01, name: 'Tampered' },
  ];
  const stock = async () => stockIn(shop.platform.catalog, oxfordId, 'EU 41');

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
    oxfordId = await addShoe(shop.platform.catalog, 'Oxford Chestnut', 24.5, 'EU 41', 20);
  });

  it('tells the storefront to draw the stand-in button', async () => {
    const res = await shop.http.get('/api/order/paypal/config');
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
      `${shop.standIn.url}/checkoutnow?token=${created.body.data.id}`,
    );
    const tampered = await call('create', { items: items(), amount: 10.02 });
    expect(tampered.status).toBe(409);
    expect(tampered.body.message).toBe(ORDER_MESSAGES.pricesChanged);
    expect((await shop.http.post('/api/order/paypal/create').send({ items: items() })).status).toBe(
      401,
    );
  });

  it('holds nothing when saved, takes the stock and captures once when asked twice at once, then places and pays the order', async () => {
    const before = await stock();
    const { paypalOrderId, order } = await pendingOrder();
    expect(order).toMatchObject({ paymentMethod: 'PayPal', payment: false, amount: 59 });
    expect(await stock()).toBe(before);
    const again = await call('save', { items: items(), amount: 59, address, paypalOrderId });
    expect(again.body.order._id).toBe(order._id);
    const listed = await shop.http.get('/api/order/userorders').set('token', shopper.token);
    expect(listed.body.orders.map((o: Order) => o._id)).not.toContain(order._id);

    const early = await call('capture', { orderId: paypalOrderId });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(ORDER_MESSAGES.paymentCaptureFailed);
    expect(await stock()).toBe(before);

    await shop.approve(paypalOrderId);
    const [one, two] = await Promise.all([
      call('capture', { orderId: paypalOrderId }),
      call('capture', { orderId: paypalOrderId }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.message).toBe(ORDER_MESSAGES.paymentSuccessful);
    expect(one.body.order.payment).toBe(true);
    expect(two.body.order.paypalCaptureId).toBe(one.body.order.paypalCaptureId);
    expect(await shop.eventsOf(SUBJECTS.orderPaid, order._id)).toHaveLength(1);
    expect(await shop.eventsOf(SUBJECTS.orderPlaced, order._id)).toHaveLength(1);
    const mine = await shop.http.get('/api/order/userorders').set('token', shopper.token);
    expect(mine.body.orders[0]).toMatchObject({ _id: order._id, payment: true });
    await eventually(async () =>
      expect((await productOf(shop.platform.catalog, oxfordId)).purchaseCount).toBe(2),
    );
    expect(await stock()).toBe(before! - 2);
  });

  it('leaves a declined payment unpaid and cancelled, its stock back on the shelf', async () => {
    const before = await stock();
    const { paypalOrderId, order } = await pendingOrder(1);
    await shop.approve(paypalOrderId, true);
    const declined = await call('capture', { orderId: paypalOrderId });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe(ORDER_MESSAGES.paymentDeclined);
    const [row] = await shop.platform.order.db
      .select()
      .from(orders)
      .where(eq(orders.id, order._id));
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
    await shop.approve(paypalOrderId);
    const late = await call('capture', { orderId: paypalOrderId });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(ORDER_MESSAGES.alreadyCancelled);
    expect(await stock()).toBe(before);
    // Never placed: the other services never heard of it.
    expect(await shop.eventsOf(SUBJECTS.orderCancelled, order._id)).toHaveLength(0);
    expect(await shop.eventsOf(SUBJECTS.orderPlaced, order._id)).toHaveLength(0);
  });
});
