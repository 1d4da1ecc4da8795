import { randomUUID } from 'node:crypto';
import {
  salesAnswerSchema,
  SUBJECTS,
  type EventEnvelope,
  type PaymentMethod,
} from '@shop/contracts';
import { bearerFor, envelope, useAnalyticsApp } from '../testing/start-analytics-app';
import { visits } from '../tracking/visits.table';

// Starts a real database and NATS.
jest.setTimeout(90_000);

const DERBY = { productId: randomUUID(), name: 'Oxblood Derby', unitPrice: 100 };
const JACKET = { productId: randomUUID(), name: 'Rider Jacket', unitPrice: 300 };
const DELIVERY_FEE = 10;

/** One order's events as the order service emits them, each at the time given. */
function orderOf(
  lines: Array<{ product: typeof DERBY; quantity: number }>,
  paymentMethod: PaymentMethod,
) {
  const orderId = randomUUID();
  const userId = randomUUID();
  const amount =
    lines.reduce((sum, { product, quantity }) => sum + product.unitPrice * quantity, 0) +
    DELIVERY_FEE;
  let version = 0;
  const ref = () => ({ orderId, userId, version: ++version });
  return {
    amount,
    placed: (at: string) =>
      envelope(
        SUBJECTS.orderPlaced,
        {
          ...ref(),
          items: lines.map(({ product, quantity }) => ({
            ...product,
            quantity,
            size: 'EU 42',
            madeToMeasure: false,
          })),
          deliveryFee: DELIVERY_FEE,
          amount,
          paymentMethod,
          status: 'Order Placed' as const,
        },
        at,
      ),
    paid: (at: string) =>
      envelope(SUBJECTS.orderPaid, { ...ref(), amount, paymentMethod, captureId: 'CAPTURE' }, at),
    movedTo: (to: 'Processing' | 'Delivered' | 'Confirmed', at: string) =>
      envelope(SUBJECTS.orderStatusChanged, { ...ref(), from: 'Order Placed', to, amount }, at),
    ended: (status: 'Cancelled' | 'Refunded', at: string) =>
      envelope(
        SUBJECTS.orderCancelled,
        {
          ...ref(),
          items: lines.map(({ product, quantity }) => ({
            productId: product.productId,
            quantity,
            size: 'EU 42',
          })),
          amount,
          status,
          restock: false,
        },
        at,
      ),
  };
}

describe('GET /api/analytics/sales', () => {
  const analytics = useAnalyticsApp();
  const get = (path: string) => analytics.http.get(path).set('Authorization', analytics.adminAuth);
  const RANGE = 'startDate=2024-05-01&endDate=2024-05-05';
  const salesOf = async () => {
    const res = await get(`/api/analytics/sales?${RANGE}`);
    expect(res.status).toBe(200);
    return salesAnswerSchema.parse(res.body).data;
  };

  // Cash on delivery delivered on the 3rd; PayPal paid on the 2nd; PayPal paid, then refunded on
  // the 4th; cash on delivery never delivered; cash on delivery cancelled before delivery.
  const delivered = orderOf([{ product: DERBY, quantity: 2 }], 'COD');
  const paidOnline = orderOf([{ product: JACKET, quantity: 1 }], 'PayPal');
  const refunded = orderOf([{ product: DERBY, quantity: 1 }], 'PayPal');
  const unpaid = orderOf([{ product: JACKET, quantity: 3 }], 'COD');
  const cancelled = orderOf([{ product: DERBY, quantity: 5 }], 'COD');
  const history: EventEnvelope[] = [
    delivered.placed('2024-05-01T09:00:00.000Z'),
    paidOnline.placed('2024-05-02T10:00:00.000Z'),
    paidOnline.paid('2024-05-02T10:00:00.000Z'),
    refunded.placed('2024-05-02T11:00:00.000Z'),
    refunded.paid('2024-05-02T11:00:00.000Z'),
    unpaid.placed('2024-05-02T12:00:00.000Z'),
    cancelled.placed('2024-05-02T13:00:00.000Z'),
    delivered.movedTo('Processing', '2024-05-02T14:00:00.000Z'),
    cancelled.movedTo('Processing', '2024-05-02T15:00:00.000Z'),
    cancelled.ended('Cancelled', '2024-05-02T16:00:00.000Z'),
    delivered.movedTo('Delivered', '2024-05-03T08:00:00.000Z'),
    // Moved back after the courier collected: the money stays taken.
    delivered.movedTo('Confirmed', '2024-05-03T09:00:00.000Z'),
    refunded.ended('Refunded', '2024-05-04T12:00:00.000Z'),
  ];
  const EXPECTED = {
    period: { start: '2024-05-01T00:00:00.000Z', end: '2024-05-06T00:00:00.000Z' },
    currency: 'USD',
    revenue: 520,
    orders: 2,
    averageOrderValue: 260,
    visits: 4,
    conversionRate: 50,
    days: [
      { date: '2024-05-01', revenue: 0, orders: 0 },
      { date: '2024-05-02', revenue: 310, orders: 1 },
      { date: '2024-05-03', revenue: 210, orders: 1 },
      { date: '2024-05-04', revenue: 0, orders: 0 },
      { date: '2024-05-05', revenue: 0, orders: 0 },
    ],
    bestSellers: [
      { productId: DERBY.productId, name: DERBY.name, units: 2, revenue: 200 },
      { productId: JACKET.productId, name: JACKET.name, units: 1, revenue: 300 },
    ],
    refunds: { count: 1, amount: 110 },
  };

  beforeAll(async () => {
    await analytics.db.insert(visits).values(
      ['2024-05-01', '2024-05-02', '2024-05-03', '2024-05-05', '2024-05-06'].map((day) => ({
        sessionId: randomUUID(),
        visitorId: randomUUID(),
        startedAt: new Date(`${day}T12:00:00.000Z`),
        lastSeenAt: new Date(`${day}T12:05:00.000Z`),
        source: 'direct',
        medium: 'none',
        sourceType: 'direct' as const,
        country: 'Unknown',
        city: 'Unknown',
        pageViews: 1,
        hits: 1,
      })),
    );
  });

  it('answers admins only (401 signed out, 403 for a shopper) and refuses dates it cannot read', async () => {
    expect((await analytics.http.get('/api/analytics/sales')).status).toBe(401);
    const shopper = bearerFor({ userId: randomUUID(), email: 'ada@example.com' });
    const forbidden = await analytics.http
      .get('/api/analytics/sales')
      .set('Authorization', shopper);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Access denied. Admin privileges required.');
    const reversed = await get('/api/analytics/sales?startDate=today&endDate=7daysAgo');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain('startDate must not be after endDate');
    const unreadable = await get('/api/analytics/sales?startDate=lastweek');
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.message).toContain('startDate and endDate must be');
  });

  it('counts paid orders on the day they were paid, deducts refunds and leaves unpaid cash on delivery out', async () => {
    await analytics.deliver(history);
    expect(await salesOf()).toEqual(EXPECTED);

    // The dashboard's Total Revenue is the same rule; its transactions are the orders placed.
    const combined = await get(`/api/analytics/combined?${RANGE}`);
    expect(combined.body.data.conversions).toMatchObject({ transactions: 3, revenue: 520 });
  });

  it('ends with the same figures when the events are redelivered and replayed in reverse', async () => {
    await analytics.deliver(history, '-redelivered');
    expect(await salesOf()).toEqual(EXPECTED);
    await analytics.deliver(history.map((event) => ({ ...event, id: randomUUID() })).reverse());
    expect(await salesOf()).toEqual(EXPECTED);
  });

  it('counts cash on delivery once it is delivered, on the day of delivery', async () => {
    await analytics.deliver([unpaid.movedTo('Delivered', '2024-05-05T18:00:00.000Z')]);
    const sales = await salesOf();
    expect(sales).toMatchObject({ revenue: 1430, orders: 3, averageOrderValue: 476.67 });
    expect(sales.days.at(-1)).toEqual({ date: '2024-05-05', revenue: 910, orders: 1 });
    expect(sales.bestSellers[0]).toEqual({
      productId: JACKET.productId,
      name: JACKET.name,
      units: 4,
      revenue: 1200,
    });
  });
});
