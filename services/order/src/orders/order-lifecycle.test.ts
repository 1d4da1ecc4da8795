import { randomUUID } from 'node:crypto';
import { ORDER_MESSAGES, RPC, SUBJECTS } from '@shop/contracts';
import { ServiceClient } from '@shop/service-kit';
import { eq, sql } from 'drizzle-orm';
import {
  address,
  addShoe,
  adminToken,
  customer,
  productOf,
  reservationOf,
  stockIn,
  useOrderPlatform,
} from '../testing/start-order-platform';
import { CLAIM_LIFETIME_SECONDS } from './checkout-attempts';
import { idempotencyKeys, orders } from './orders.table';
import { eventually } from '@shop/service-kit/testing';

jest.setTimeout(180_000);

describe('the order lifecycle (cash on delivery)', () => {
  const platform = useOrderPlatform();
  let loaferId: string;
  const admin = adminToken();

  const stock = async () => stockIn(platform.catalog, loaferId, 'EU 43');
  const place = async (shopper = customer(), quantity = 1, key?: string) => {
    const call = platform.http.post('/api/order/place').set('token', shopper.token);
    if (key) call.set('Idempotency-Key', key);
    return call.send({
      address,
      items: [{ productId: loaferId, size: 'EU 43', quantity }],
      amount: 40 * quantity + (40 * quantity >= 50 ? 0 : 10),
    });
  };
  const moveTo = (orderId: string, status: string) =>
    platform.http
      .post('/api/order/status')
      .set('Authorization', `Bearer ${admin}`)
      .send({ orderId, status });
  /** Waits until the catalog has counted every event sent so far (sold counts settle last). */
  const settled = async (purchaseCount: number) =>
    eventually(async () =>
      expect((await productOf(platform.catalog, loaferId)).purchaseCount).toBe(purchaseCount),
    );

  beforeAll(async () => {
    loaferId = await addShoe(platform.catalog, 'Penny Loafer', 40, 'EU 43', 50);
  });

  it('puts nothing back on the shelf when an order is cancelled after it shipped', async () => {
    const placed = await place();
    expect(placed.status).toBe(201);
    const orderId = placed.body.order._id as string;
    await settled(1);
    const before = await stock();
    for (const status of ['Processing', 'Shipped', 'Delivered', 'Cancelled'])
      expect((await moveTo(orderId, status)).status).toBe(200);
    const [cancelled] = await platform.eventsOf(SUBJECTS.orderCancelled, orderId);
    expect((cancelled.payload as { payload: { restock: boolean } }).payload.restock).toBe(false);
    // Another order's change after it: once the catalog has heard that, it heard the cancel too.
    const later = await place();
    await settled(2);
    expect(later.status).toBe(201);
    expect(await stock()).toBe(before! - 1);
  });

  it('keeps goods that shipped off the shelf when the order is moved back and then cancelled', async () => {
    const placed = await place();
    const orderId = placed.body.order._id as string;
    const reservation = () => reservationOf(platform.catalog, orderId);
    await eventually(async () => expect((await reservation())?.state).toBe('confirmed'));
    const before = await stock();
    const shipped = await moveTo(orderId, 'Shipped');
    expect(shipped.body.order.shippedAt).toEqual(expect.any(String));
    const back = await moveTo(orderId, 'Processing');
    // Moving back does not bring the goods back into the house.
    expect(back.body.order.shippedAt).toBe(shipped.body.order.shippedAt);
    expect((await moveTo(orderId, 'Cancelled')).status).toBe(200);
    const [cancelled] = await platform.eventsOf(SUBJECTS.orderCancelled, orderId);
    expect((cancelled.payload as { payload: { restock: boolean } }).payload.restock).toBe(false);
    // Reconciliation expects the same: the sale undone, nothing back on the shelf.
    const { order } = await platform.order.app
      .get(ServiceClient)
      .send(RPC.reconcileOrder, { orderId });
    expect(order?.cancelled).toEqual({ restock: false });
    // The catalog heard the cancellation and left the pair out of the house.
    await eventually(async () => expect((await reservation())?.cancelledAt).toBeTruthy());
    expect((await reservation())?.state).toBe('confirmed');
    expect(await stock()).toBe(before);
  });

  it('restocks an order cancelled before it shipped once, however many admins cancel it at once', async () => {
    const placed = await place(customer(), 2);
    const orderId = placed.body.order._id as string;
    const before = await stock();
    const answers = await Promise.all([
      moveTo(orderId, 'Cancelled'),
      moveTo(orderId, 'Cancelled'),
      moveTo(orderId, 'Refunded'),
    ]);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await platform.eventsOf(SUBJECTS.orderCancelled, orderId)).toHaveLength(1);
    await eventually(async () => expect(await stock()).toBe(before! + 2));
    const [row] = await platform.order.db.select().from(orders).where(eq(orders.id, orderId));
    expect(['Cancelled', 'Refunded']).toContain(row.status);
    // Ended is ended: nothing moves it again, and the shelf is not filled twice.
    const reopened = await moveTo(orderId, 'Processing');
    expect(reopened.status).toBe(400);
    expect(reopened.body.message).toBe(ORDER_MESSAGES.cancelledIsFinal);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await stock()).toBe(before! + 2);
  });

  it('lets a checkout attempt whose first request died be placed by its retry', async () => {
    const shopper = customer();
    const key = randomUUID();
    const first = await place(shopper, 1, key);
    expect(first.status).toBe(201);
    // What a request killed mid-placing leaves: its claim, with no order, from long ago.
    await platform.order.db
      .update(idempotencyKeys)
      .set({
        orderId: null,
        createdAt: sql`now() - make_interval(secs => ${CLAIM_LIFETIME_SECONDS + 5})`,
      })
      .where(eq(idempotencyKeys.key, key));
    await platform.order.db.delete(orders).where(eq(orders.id, first.body.order._id));
    const started = Date.now();
    const again = await place(shopper, 1, key);
    expect(again.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('tells the order’s mails its lines with their colour, its totals and its address', async () => {
    const placed = await place();
    const orderId = placed.body.order._id as string;
    expect((await moveTo(orderId, 'Shipped')).status).toBe(200);
    const line = { name: 'Penny Loafer', quantity: 1, size: 'EU 43', unitPrice: 40, color: '' };

    const [placedEvent] = await platform.eventsOf(SUBJECTS.orderPlaced, orderId);
    expect((placedEvent.payload as { payload: unknown }).payload).toMatchObject({
      items: [line],
      subtotal: 40,
      deliveryFee: 10,
      amount: 50,
      address,
    });
    const [shipped] = await platform.eventsOf(SUBJECTS.orderStatusChanged, orderId);
    expect((shipped.payload as { payload: unknown }).payload).toMatchObject({
      to: 'Shipped',
      items: [line],
      address,
    });
  });
});
