import { ORDER_MESSAGES, SUBJECTS, type Order } from '@shop/contracts';
import { outbox } from '@shop/service-kit';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { startPayPalStandIn, type PayPalStandIn } from '../../../../scripts/paypal-standin.cjs';
import { PaymentReconciliation } from '../orders/payment-reconciliation';
import { orders } from '../orders/orders.table';
import {
  addProduct,
  address,
  adminToken,
  customer,
  eventually,
  productOf,
  shoe,
  size,
  startOrderPlatform,
  stockOf,
  type OrderPlatform,
} from '../testing/start-order-platform';

jest.setTimeout(180_000);

/** What the tests read of PayPal's answers. */
interface PayPalBody {
  id: string;
  status: string;
  purchase_units: Array<{ payments: { captures: Array<{ id: string }> } }>;
}

/**
 * Money and stock when people race: a capture against a cancel, a capture for the last piece
 * another buyer took, refunds of cancelled orders, captures whose answer was lost. PayPal is the
 * local stand-in, slowed down or made to lose answers where a test needs the window wide.
 */
describe('PayPal payments that stay true under races', () => {
  let standIn: PayPalStandIn;
  let platform: OrderPlatform;
  let http: ReturnType<typeof request>;
  let paypalToken: string;
  const admin = adminToken();

  const call = (path: string, body: object, token: string) =>
    http.post(`/api/order/paypal/${path}`).set('token', token).send(body);
  const paypal = async (method: string, path: string, body?: object) => {
    const res = await fetch(`${standIn.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${paypalToken}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    return res.json() as Promise<PayPalBody>;
  };
  const approve = (paypalOrderId: string) =>
    paypal('POST', `/v2/checkout/orders/${paypalOrderId}/approve-for-tests`, {});
  const rowOf = async (orderId: string) =>
    (await platform.order.db.select().from(orders).where(eq(orders.id, orderId)))[0];
  const eventsOf = async (subject: string, orderId: string) =>
    (await platform.order.db.select().from(outbox).where(eq(outbox.subject, subject))).filter(
      (row) => (row.payload as { payload: { orderId: string } }).payload.orderId === orderId,
    );

  async function product(name: string, stock: number): Promise<string> {
    return addProduct(platform.catalog, shoe(name, 30, [size('EU 42', stock)]));
  }
  const stockOfProduct = async (id: string) =>
    stockOf(await productOf(platform.catalog, id), 'EU 42');

  /** Create and save a PayPal order for `quantity` of a product: the order awaits its payment. */
  async function awaitingPayment(
    productId: string,
    shopper = customer(),
    quantity = 1,
  ): Promise<{ paypalOrderId: string; order: Order; token: string }> {
    const items = [{ productId, size: 'EU 42', quantity }];
    const amount = 30 * quantity + (30 * quantity >= 50 ? 0 : 10);
    const created = await call('create', { items }, shopper.token);
    expect(created.status).toBe(201);
    const paypalOrderId = created.body.data.id as string;
    const saved = await call('save', { items, amount, address, paypalOrderId }, shopper.token);
    expect(saved.status).toBe(200);
    return { paypalOrderId, order: saved.body.order, token: shopper.token };
  }

  /** A paid PayPal order. */
  async function paidOrder(productId: string) {
    const pending = await awaitingPayment(productId);
    await approve(pending.paypalOrderId);
    const paid = await call('capture', { orderId: pending.paypalOrderId }, pending.token);
    expect(paid.status).toBe(200);
    return { ...pending, order: paid.body.order as Order };
  }

  beforeAll(async () => {
    standIn = await startPayPalStandIn();
    platform = await startOrderPlatform({
      PAYPAL_CLIENT_ID: 'standin-client',
      PAYPAL_CLIENT_SECRET: 'standin-secret',
      PAYPAL_API_BASE: standIn.url,
      PAYPAL_STANDIN: 'true',
      PAYMENT_SETTLE_AFTER_SECONDS: '0',
      PAYMENT_RECONCILE_SECONDS: '3600',
    });
    http = request(platform.order.app.getHttpServer());
    const token = await fetch(`${standIn.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      body: 'grant_type=client_credentials',
    }).then((res) => res.json() as Promise<{ access_token: string }>);
    paypalToken = token.access_token;
  });
  afterEach(() => {
    standIn.delay('capture', 0);
    standIn.delay('refund', 0);
  });
  afterAll(async () => {
    await platform?.stop();
    await standIn?.close();
  });

  it('holds no stock for PayPal orders saved and never paid, however many', async () => {
    const bootId = await product('Chelsea Boot', 1);
    const shopper = customer();
    for (let i = 0; i < 3; i += 1) await awaitingPayment(bootId, shopper);
    expect(await stockOfProduct(bootId)).toBe(1);
    const buyer = await http
      .post('/api/order/place')
      .set('token', customer().token)
      .send({ address, items: [{ productId: bootId, size: 'EU 42', quantity: 1 }], amount: 40 });
    expect(buyer.status).toBe(201);
  });

  it('refuses a saved PayPal order whose lines are not the cart, even at the same total', async () => {
    const bootId = await product('Derby Boot', 5);
    const shopper = customer();
    // Two pairs at 30 and ten for shipping, as the buyer's own PayPal order: 70 like the cart.
    const forged = await paypal('POST', '/v2/checkout/orders', {
      intent: 'CAPTURE',
      purchase_units: [
        {
          amount: {
            currency_code: 'USD',
            value: '70.00',
            breakdown: {
              item_total: { currency_code: 'USD', value: '70.00' },
              shipping: { currency_code: 'USD', value: '0.00' },
            },
          },
          items: [
            {
              name: 'Gift card',
              unit_amount: { currency_code: 'USD', value: '70.00' },
              quantity: '1',
              category: 'PHYSICAL_GOODS',
            },
          ],
        },
      ],
    });
    const saved = await call(
      'save',
      {
        items: [{ productId: bootId, size: 'EU 42', quantity: 2 }],
        amount: 60,
        address,
        paypalOrderId: forged.id,
      },
      shopper.token,
    );
    expect(saved.status).toBe(409);
    expect(saved.body.message).toBe(ORDER_MESSAGES.paypalOrderMismatch);
  });

  it('never lets a capture and a cancel of one order both succeed', async () => {
    const bootId = await product('Jodhpur Boot', 10);
    for (let round = 0; round < 3; round += 1) {
      const { paypalOrderId, order, token } = await awaitingPayment(bootId);
      await approve(paypalOrderId);
      standIn.delay('capture', 300);
      const [captured, cancelled] = await Promise.all([
        call('capture', { orderId: paypalOrderId }, token),
        new Promise((resolve) => setTimeout(resolve, 50 * round)).then(() =>
          call('cancel', { orderId: paypalOrderId }, token),
        ),
      ]);
      expect([captured.status, cancelled.status].filter((status) => status === 200)).toHaveLength(
        1,
      );
      const row = await rowOf(order._id);
      const atPayPal = await paypal('GET', `/v2/checkout/orders/${paypalOrderId}`);
      if (row.status === 'Cancelled') {
        expect(row.paid).toBe(false);
        expect(atPayPal.status).toBe('APPROVED');
      } else {
        expect(row).toMatchObject({ paid: true, placed: true, status: 'Order Placed' });
        expect(atPayPal.status).toBe('COMPLETED');
      }
    }
    const paidRows = (await platform.order.db.select().from(orders)).filter(
      (row) => row.paid && row.items[0].productId === bootId,
    );
    await eventually(async () => expect(await stockOfProduct(bootId)).toBe(10 - paidRows.length));
  });

  it('refuses to charge for the last piece another buyer took meanwhile', async () => {
    const bootId = await product('Last Pair', 1);
    const { paypalOrderId, order, token } = await awaitingPayment(bootId);
    const other = await http
      .post('/api/order/place')
      .set('token', customer().token)
      .send({ address, items: [{ productId: bootId, size: 'EU 42', quantity: 1 }], amount: 40 });
    expect(other.status).toBe(201);
    await approve(paypalOrderId);
    const late = await call('capture', { orderId: paypalOrderId }, token);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/sold out; you have not been charged$/);
    expect((await paypal('GET', `/v2/checkout/orders/${paypalOrderId}`)).status).toBe('APPROVED');
    expect(await rowOf(order._id)).toMatchObject({ paid: false, status: 'Cancelled' });
    expect(await stockOfProduct(bootId)).toBe(0);
    await eventually(async () =>
      expect((await productOf(platform.catalog, bootId)).purchaseCount).toBe(1),
    );
  });

  it('gives back the stock of a declined capture at once', async () => {
    const bootId = await product('Declined Boot', 3);
    const { paypalOrderId, token } = await awaitingPayment(bootId);
    await paypal('POST', `/v2/checkout/orders/${paypalOrderId}/approve-for-tests`, {
      decline: true,
    });
    const declined = await call('capture', { orderId: paypalOrderId }, token);
    expect(declined.status).toBe(402);
    expect(await stockOfProduct(bootId)).toBe(3);
  });

  it('refunds a paid order the admin cancels or refunds, once however often asked', async () => {
    const bootId = await product('Refund Boot', 5);
    const { order } = await paidOrder(bootId);
    await eventually(async () => expect(await stockOfProduct(bootId)).toBe(4));
    standIn.delay('refund', 200);
    const answers = await Promise.all(
      ['Cancelled', 'Cancelled', 'Refunded'].map((status) =>
        http
          .post('/api/order/status')
          .set('Authorization', `Bearer ${admin}`)
          .send({ orderId: order._id, status }),
      ),
    );
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const row = await eventually(async () => {
      const current = await rowOf(order._id);
      expect(current.refundId).toBeTruthy();
    }).then(() => rowOf(order._id));
    expect(row.refundedAt).toBeInstanceOf(Date);
    const capture = await paypal('GET', `/v2/payments/captures/${row.paypalCaptureId}`);
    expect(capture.status).toBe('REFUNDED');
    const refund = await paypal('GET', `/v2/payments/refunds/${row.refundId}`);
    expect(refund.status).toBe('COMPLETED');
    // Cancelled before shipping: the pair is back on the shelf, once.
    await eventually(async () => expect(await stockOfProduct(bootId)).toBe(5));
    const listed = await http.get('/api/order/userorders').set('token', customer().token);
    expect(listed.status).toBe(200);
  });

  it('refunds a delivered PayPal order set to Refunded without putting the goods back', async () => {
    const bootId = await product('Delivered Boot', 5);
    const { order } = await paidOrder(bootId);
    for (const status of ['Shipped', 'Delivered', 'Refunded'])
      expect(
        (
          await http
            .post('/api/order/status')
            .set('Authorization', `Bearer ${admin}`)
            .send({ orderId: order._id, status })
        ).status,
      ).toBe(200);
    const row = await rowOf(order._id);
    expect(row.refundId).toBeTruthy();
    expect((await paypal('GET', `/v2/payments/captures/${row.paypalCaptureId}`)).status).toBe(
      'REFUNDED',
    );
    const [cancelled] = await eventsOf(SUBJECTS.orderCancelled, order._id);
    expect((cancelled.payload as { payload: object }).payload).toMatchObject({
      status: 'Refunded',
      restock: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await stockOfProduct(bootId)).toBe(4);
  });

  it('settles a capture whose answer was lost by asking PayPal, never capturing twice', async () => {
    const bootId = await product('Lost Answer Boot', 5);
    const { paypalOrderId, order, token } = await awaitingPayment(bootId);
    await approve(paypalOrderId);
    standIn.loseAnswer('capture');
    const lost = await call('capture', { orderId: paypalOrderId }, token);
    expect(lost.status).toBe(503);
    expect(lost.body.message).toBe(ORDER_MESSAGES.paymentUnknown);
    expect((await paypal('GET', `/v2/checkout/orders/${paypalOrderId}`)).status).toBe('COMPLETED');
    // Meanwhile the buyer may not cancel what may be paid.
    const cancel = await call('cancel', { orderId: paypalOrderId }, token);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(ORDER_MESSAGES.paymentInProgress);

    const retried = await call('capture', { orderId: paypalOrderId }, token);
    expect(retried.status).toBe(200);
    expect(retried.body.order).toMatchObject({ _id: order._id, payment: true });
    const captures = (await paypal('GET', `/v2/checkout/orders/${paypalOrderId}`)).purchase_units[0]
      .payments.captures;
    expect(captures).toHaveLength(1);
    expect(retried.body.order.paypalCaptureId).toBe(captures[0].id);
    expect(await eventsOf(SUBJECTS.orderPaid, order._id)).toHaveLength(1);
    expect(await stockOfProduct(bootId)).toBe(4);
  });

  it('settles a lost capture by itself when the buyer never comes back', async () => {
    const bootId = await product('Reconciled Boot', 5);
    const { paypalOrderId, order, token } = await awaitingPayment(bootId);
    await approve(paypalOrderId);
    standIn.loseAnswer('capture');
    expect((await call('capture', { orderId: paypalOrderId }, token)).status).toBe(503);
    expect(await rowOf(order._id)).toMatchObject({ paid: false, placed: false });

    const reconciliation = platform.order.app.get(PaymentReconciliation);
    expect((await reconciliation.reconcile()).settled).toBeGreaterThanOrEqual(1);
    expect(await rowOf(order._id)).toMatchObject({ paid: true, placed: true });
    expect(await eventsOf(SUBJECTS.orderPlaced, order._id)).toHaveLength(1);
    await eventually(async () =>
      expect((await productOf(platform.catalog, bootId)).purchaseCount).toBe(1),
    );
    expect(await stockOfProduct(bootId)).toBe(4);
  });
});
