import { ORDER_MESSAGES, SUBJECTS } from '@shop/contracts';
import { PaymentReconciliation } from '../orders/payment-reconciliation';
import { adminToken, customer, productOf, reservationOf } from '../testing/start-order-platform';
import { usePayPalPlatform } from './paypal.fixture';
import { eventually } from '@shop/service-kit/testing';

jest.setTimeout(180_000);

/**
 * Money given back and payments settled: refunds of orders that ended, however often asked, and
 * captures whose answer was lost, settled by asking PayPal. PayPal is the local stand-in, slowed
 * down or made to lose answers where a test needs it.
 */
describe('PayPal payments refunded and settled', () => {
  const shop = usePayPalPlatform({
    PAYMENT_SETTLE_AFTER_SECONDS: '0',
    PAYMENT_RECONCILE_SECONDS: '3600',
  });
  const admin = adminToken();
  const moveTo = (orderId: string, status: string) =>
    shop.http
      .post('/api/order/status')
      .set('Authorization', `Bearer ${admin}`)
      .send({ orderId, status });

  it('refunds a paid order the admin cancels or refunds, once however often asked', async () => {
    const bootId = await shop.product('Refund Boot', 5);
    const { order } = await shop.paidOrder(bootId);
    await eventually(async () => expect(await shop.stockOfProduct(bootId)).toBe(4));
    shop.standIn.delay('refund', 200);
    const answers = await Promise.all(
      ['Cancelled', 'Cancelled', 'Refunded'].map((status) => moveTo(order._id, status)),
    );
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const row = await eventually(async () => {
      const current = await shop.rowOf(order._id);
      expect(current.refundId).toBeTruthy();
    }).then(() => shop.rowOf(order._id));
    expect(row.refundedAt).toBeInstanceOf(Date);
    const capture = await shop.paypal('GET', `/v2/payments/captures/${row.paypalCaptureId}`);
    expect(capture.status).toBe('REFUNDED');
    const refund = await shop.paypal('GET', `/v2/payments/refunds/${row.refundId}`);
    expect(refund.status).toBe('COMPLETED');
    // Cancelled before shipping: the pair is back on the shelf, once.
    await eventually(async () => expect(await shop.stockOfProduct(bootId)).toBe(5));
    const listed = await shop.http.get('/api/order/userorders').set('token', customer().token);
    expect(listed.status).toBe(200);
  });

  it('refunds a delivered PayPal order set to Refunded without putting the goods back', async () => {
    const bootId = await shop.product('Delivered Boot', 5);
    const { order } = await shop.paidOrder(bootId);
    for (const status of ['Shipped', 'Delivered', 'Refunded'])
      expect((await moveTo(order._id, status)).status).toBe(200);
    const row = await shop.rowOf(order._id);
    expect(row.refundId).toBeTruthy();
    expect((await shop.paypal('GET', `/v2/payments/captures/${row.paypalCaptureId}`)).status).toBe(
      'REFUNDED',
    );
    const [cancelled] = await shop.eventsOf(SUBJECTS.orderCancelled, order._id);
    expect((cancelled.payload as { payload: object }).payload).toMatchObject({
      status: 'Refunded',
      restock: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await shop.stockOfProduct(bootId)).toBe(4);
  });

  it('refunds a delivered PayPal order moved back to Confirmed without putting the goods back', async () => {
    const bootId = await shop.product('Returned Boot', 5);
    const { order } = await shop.paidOrder(bootId);
    await eventually(async () =>
      expect((await reservationOf(shop.platform.catalog, order._id))?.state).toBe('confirmed'),
    );
    for (const status of ['Shipped', 'Delivered', 'Confirmed', 'Refunded'])
      expect((await moveTo(order._id, status)).status).toBe(200);
    const row = await shop.rowOf(order._id);
    expect(row.refundId).toBeTruthy();
    const [cancelled] = await shop.eventsOf(SUBJECTS.orderCancelled, order._id);
    expect((cancelled.payload as { payload: object }).payload).toMatchObject({
      status: 'Refunded',
      restock: false,
    });
    // The catalog heard the cancellation: the sale undone, the pair still out of the house.
    await eventually(async () =>
      expect((await reservationOf(shop.platform.catalog, order._id))?.cancelledAt).toBeTruthy(),
    );
    expect((await reservationOf(shop.platform.catalog, order._id))?.state).toBe('confirmed');
    expect(await shop.stockOfProduct(bootId)).toBe(4);
  });

  it('settles a capture whose answer was lost by asking PayPal, never capturing twice', async () => {
    const bootId = await shop.product('Lost Answer Boot', 5);
    const { paypalOrderId, order, token } = await shop.awaitingPayment(bootId);
    await shop.approve(paypalOrderId);
    shop.standIn.loseAnswer('capture');
    const lost = await shop.call('capture', { orderId: paypalOrderId }, token);
    expect(lost.status).toBe(503);
    expect(lost.body.message).toBe(ORDER_MESSAGES.paymentUnknown);
    expect((await shop.paypal('GET', `/v2/checkout/orders/${paypalOrderId}`)).status).toBe(
      'COMPLETED',
    );
    // Meanwhile the buyer may not cancel what may be paid.
    const cancel = await shop.call('cancel', { orderId: paypalOrderId }, token);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(ORDER_MESSAGES.paymentInProgress);

    const retried = await shop.call('capture', { orderId: paypalOrderId }, token);
    expect(retried.status).toBe(200);
    expect(retried.body.order).toMatchObject({ _id: order._id, payment: true });
    const captures = (await shop.paypal('GET', `/v2/checkout/orders/${paypalOrderId}`))
      .purchase_units[0].payments.captures;
    expect(captures).toHaveLength(1);
    expect(retried.body.order.paypalCaptureId).toBe(captures[0].id);
    expect(await shop.eventsOf(SUBJECTS.orderPaid, order._id)).toHaveLength(1);
    expect(await shop.stockOfProduct(bootId)).toBe(4);
  });

  it('settles a lost capture by itself when the buyer never comes back', async () => {
    const bootId = await shop.product('Reconciled Boot', 5);
    const { paypalOrderId, order, token } = await shop.awaitingPayment(bootId);
    await shop.approve(paypalOrderId);
    shop.standIn.loseAnswer('capture');
    expect((await shop.call('capture', { orderId: paypalOrderId }, token)).status).toBe(503);
    expect(await shop.rowOf(order._id)).toMatchObject({ paid: false, placed: false });

    const reconciliation = shop.platform.order.app.get(PaymentReconciliation);
    expect((await reconciliation.reconcile()).settled).toBeGreaterThanOrEqual(1);
    expect(await shop.rowOf(order._id)).toMatchObject({ paid: true, placed: true });
    expect(await shop.eventsOf(SUBJECTS.orderPlaced, order._id)).toHaveLength(1);
    await eventually(async () =>
      expect((await productOf(shop.platform.catalog, bootId)).purchaseCount).toBe(1),
    );
    expect(await shop.stockOfProduct(bootId)).toBe(4);
  });
});
