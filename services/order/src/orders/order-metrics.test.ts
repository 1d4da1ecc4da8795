import { createServiceLogger, startMetricsServer, type MetricsServer } from '@shop/service-kit';
import { eventually, scrapeMetrics, sumOf, useFixture } from '@shop/service-kit/testing';
import { usePayPalPlatform } from '../paypal/paypal.fixture';
import { address, adminToken, customer } from '../testing/start-order-platform';

jest.setTimeout(180_000);

describe('the order service counting orders and money', () => {
  const shop = usePayPalPlatform();
  const metrics = useFixture(
    async () =>
      (await startMetricsServer(
        0,
        '127.0.0.1',
        createServiceLogger('order', 'fatal'),
      )) as MetricsServer,
    (server) => server.close(),
  );
  const counted = async (name: string, paymentMethod: string) =>
    sumOf(await scrapeMetrics(metrics.url), name, { payment_method: paymentMethod }) ?? 0;
  const moveTo = (orderId: string, status: string) =>
    shop.http
      .post('/api/order/status')
      .set('Authorization', `Bearer ${adminToken()}`)
      .send({ orderId, status });

  it('counts an order paid on delivery as placed as it is placed, and once when sent again', async () => {
    const bootId = await shop.product('Counted Brogue', 5);
    const before = await counted('shop_orders_placed_total', 'COD');
    const shopper = customer();
    const body = {
      address,
      items: [{ productId: bootId, size: 'EU 42', quantity: 1 }],
      amount: 40,
    };
    const place = () =>
      shop.http
        .post('/api/order/place')
        .set('token', shopper.token)
        .set('Idempotency-Key', 'counted-brogue-1')
        .send(body);
    expect((await place()).status).toBe(201);
    // The same checkout sent again answers the order placed first.
    expect((await place()).status).toBe(200);
    expect(await counted('shop_orders_placed_total', 'COD')).toBe(before + 1);
    expect(await counted('shop_payments_captured_total', 'COD')).toBe(0);
  });

  it('counts a PayPal order as placed and its payment as captured once its money is taken', async () => {
    const bootId = await shop.product('Counted Loafer', 5);
    const [placed, captured] = [
      await counted('shop_orders_placed_total', 'PayPal'),
      await counted('shop_payments_captured_total', 'PayPal'),
    ];
    const pending = await shop.awaitingPayment(bootId);
    expect(await counted('shop_orders_placed_total', 'PayPal')).toBe(placed);
    await shop.approve(pending.paypalOrderId);
    for (let attempt = 0; attempt < 2; attempt++) {
      const paid = await shop.call('capture', { orderId: pending.paypalOrderId }, pending.token);
      expect(paid.status).toBe(200);
    }
    expect(await counted('shop_orders_placed_total', 'PayPal')).toBe(placed + 1);
    expect(await counted('shop_payments_captured_total', 'PayPal')).toBe(captured + 1);
  });

  it('counts the refund of a paid order that ended, once however often asked', async () => {
    const bootId = await shop.product('Counted Chelsea', 5);
    const { order } = await shop.paidOrder(bootId);
    const before = await counted('shop_payments_refunded_total', 'PayPal');
    expect((await moveTo(order._id, 'Cancelled')).status).toBe(200);
    await eventually(async () => expect((await shop.rowOf(order._id)).refundId).toBeTruthy());
    await moveTo(order._id, 'Refunded');
    expect(await counted('shop_payments_refunded_total', 'PayPal')).toBe(before + 1);
  });
});
