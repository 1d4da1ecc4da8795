import { randomUUID } from 'node:crypto';
import { customerDetailAnswerSchema, type EventEnvelope } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import { orderEventsTo, orderHistory, type OrderEventsPublisher } from '../testing/order-events';
import { startIdentityApp, TEST_ADMIN, type IdentityTestApp } from '../testing/start-identity-app';
import { users } from '../users/users.table';
import { customerOrders } from './customer-orders.table';

// Starts a real database and NATS.
jest.setTimeout(60_000);

describe('customer orders from the order events', () => {
  let identity: IdentityTestApp;
  let events: OrderEventsPublisher;
  let adminToken: string;

  const newCustomer = async (id: string = randomUUID()) => {
    await identity.db.insert(users).values({
      id,
      name: 'Ada Lovelace',
      email: `ada.${id}@example.com`,
      passwordHash: 'not used here',
    });
    return id;
  };
  const detailOf = async (userId: string) => {
    const res = await identity.http
      .get(`/api/customers/${userId}`)
      .set('Authorization', `Bearer ${adminToken}`);
    expect(res.status).toBe(200);
    return customerDetailAnswerSchema.parse(res.body).data;
  };
  const rowsOf = (userId: string) =>
    identity.db
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.userId, userId))
      .orderBy(asc(customerOrders.orderId));

  /** A customer's shop history: delivered, paid and shipped, cancelled, and one just placed. */
  const historyOf = (userId: string): EventEnvelope[] => {
    const delivered = orderHistory(userId, { amount: 99.99, placedAt: '2025-05-01T08:00:00.000Z' });
    const shipped = orderHistory(userId, {
      amount: 250,
      paymentMethod: 'PayPal',
      placedAt: '2025-05-02T08:00:00.000Z',
    });
    const cancelled = orderHistory(userId, { amount: 40, placedAt: '2025-05-03T08:00:00.000Z' });
    const placed = orderHistory(userId, { amount: 15.5, placedAt: '2025-05-04T08:00:00.000Z' });
    return [
      delivered.placed(),
      shipped.placed(),
      shipped.paid(),
      delivered.movedTo('Processing'),
      cancelled.placed(),
      delivered.movedTo('Shipped'),
      shipped.movedTo('Confirmed'),
      ...cancelled.cancelled(),
      shipped.movedTo('Shipped'),
      placed.placed(),
      delivered.movedTo('Delivered'),
    ];
  };
  const HISTORY_STATS = {
    totalOrders: 4,
    completedOrders: 1,
    cancelledOrders: 1,
    totalSpent: 349.99,
  };

  beforeAll(async () => {
    identity = await startIdentityApp();
    events = await orderEventsTo(identity);
    adminToken = (await identity.http.post('/api/user/admin').send(TEST_ADMIN)).body.token;
  });
  afterAll(async () => {
    await events?.close();
    await identity?.stop();
  });

  it('ends with the same figures when every event comes twice, in order and then reversed', async () => {
    const once = await newCustomer();
    await events.deliver(historyOf(once));
    const expected = await detailOf(once);
    expect(expected.stats).toEqual(HISTORY_STATS);
    expect(expected.orders.map((order) => order.status)).toEqual([
      'Order Placed',
      'Cancelled',
      'Shipped',
      'Delivered',
    ]);

    const twice = await newCustomer();
    const history = historyOf(twice);
    await events.deliver(history);
    // Redelivered with the same ids, past JetStream's de-duplication window.
    await events.deliver(history, '-redelivered');
    // Replayed from the start as new events, newest first.
    await events.deliver(history.map((event) => ({ ...event, id: randomUUID() })).reverse());

    const replayed = await detailOf(twice);
    expect(replayed.stats).toEqual(expected.stats);
    const withoutIds = (orders: typeof expected.orders) => orders.map(({ _id, ...order }) => order);
    expect(withoutIds(replayed.orders)).toEqual(withoutIds(expected.orders));
    expect(await rowsOf(twice)).toHaveLength(4);
  });

  it('takes a status change that arrives before its order was placed', async () => {
    const userId = await newCustomer();
    const order = orderHistory(userId, { amount: 180, placedAt: '2025-06-01T12:00:00.000Z' });
    const placed = order.placed();
    const processing = order.movedTo('Processing');
    const delivered = order.movedTo('Delivered');

    await events.deliver([delivered]);
    // Known to be delivered, but not an order of the customer's until its placing is heard of.
    expect((await detailOf(userId)).stats.totalOrders).toBe(0);

    await events.deliver([placed, processing]);
    const detail = await detailOf(userId);
    expect(detail.orders).toEqual([
      { _id: order.orderId, date: '2025-06-01T12:00:00.000Z', amount: 180, status: 'Delivered' },
    ]);
    expect(detail.stats).toEqual({
      totalOrders: 1,
      completedOrders: 1,
      cancelledOrders: 0,
      totalSpent: 180,
    });
  });

  it('keeps a cancelled order cancelled and a paid order paid whatever arrives late', async () => {
    const userId = await newCustomer();
    const cancelled = orderHistory(userId, { amount: 60 });
    const refunded = orderHistory(userId, { amount: 300, paymentMethod: 'PayPal' });
    const placed = cancelled.placed();
    const confirmed = cancelled.movedTo('Confirmed');
    const [cancellation, cancelledEvent] = cancelled.cancelled();
    const refundedPlaced = refunded.placed();
    const paid = refunded.paid();
    const refund = refunded.movedTo('Refunded');

    await events.deliver([placed, cancellation, cancelledEvent, refundedPlaced, refund]);
    await events.deliver([confirmed, paid]);

    const rows = await rowsOf(userId);
    expect(rows.find((row) => row.orderId === cancelled.orderId)).toMatchObject({
      status: 'Cancelled',
      paid: false,
    });
    expect(rows.find((row) => row.orderId === refunded.orderId)).toMatchObject({
      status: 'Refunded',
      paid: true,
    });
    // Neither a cancelled nor a refunded order is money spent.
    expect((await detailOf(userId)).stats).toEqual({
      totalOrders: 2,
      completedOrders: 0,
      cancelledOrders: 1,
      totalSpent: 0,
    });
  });

  it('counts paid orders as spent, cash on delivery once delivered (even moved back), refunds deducted', async () => {
    const userId = await newCustomer();
    const paidOnline = orderHistory(userId, { amount: 310, paymentMethod: 'PayPal' });
    const unpaidCod = orderHistory(userId, { amount: 110 });
    const deliveredCod = orderHistory(userId, { amount: 210 });
    const refundedCod = orderHistory(userId, { amount: 55 });
    const history = [
      paidOnline.placed(),
      paidOnline.paid(),
      unpaidCod.placed(),
      unpaidCod.movedTo('Shipped'),
      deliveredCod.placed(),
      deliveredCod.movedTo('Delivered'),
      // Moved back after the courier collected: the money stays taken.
      deliveredCod.movedTo('Confirmed'),
      refundedCod.placed(),
      refundedCod.movedTo('Delivered'),
      refundedCod.movedTo('Refunded'),
    ];
    await events.deliver(history);
    const expected = { totalOrders: 4, completedOrders: 0, cancelledOrders: 0, totalSpent: 520 };
    expect((await detailOf(userId)).stats).toEqual(expected);

    await events.deliver(history, '-redelivered');
    await events.deliver(history.map((event) => ({ ...event, id: randomUUID() })).reverse());
    expect((await detailOf(userId)).stats).toEqual(expected);
  });

  it('keeps the orders of a user it does not know and shows them once the account is here', async () => {
    const userId = randomUUID();
    const order = orderHistory(userId, { amount: 75, placedAt: '2025-07-01T09:00:00.000Z' });
    await events.deliver([order.placed(), order.movedTo('Delivered')]);
    const missing = await identity.http
      .get(`/api/customers/${userId}`)
      .set('Authorization', `Bearer ${adminToken}`);
    expect(missing.status).toBe(404);

    await newCustomer(userId);

    expect((await detailOf(userId)).stats).toMatchObject({ totalOrders: 1, totalSpent: 75 });
  });
});
