import { ORDER_MESSAGES } from '@shop/contracts';
import { orders } from '../orders/orders.table';
import { address, customer, productOf } from '../testing/start-order-platform';
import { usePayPalPlatform } from './paypal.fixture';
import { eventually } from '@shop/service-kit/testing';

jest.setTimeout(180_000);

/**
 * Money and stock when people race: a capture against a cancel, a capture for the last piece
 * another buyer took, stock held by orders never paid. PayPal is the local stand-in, slowed down
 * where a test needs the window wide.
 */
describe('PayPal payments that stay true under races', () => {
  const shop = usePayPalPlatform({
    PAYMENT_SETTLE_AFTER_SECONDS: '0',
    PAYMENT_RECONCILE_SECONDS: '3600',
  });

  it('holds no stock for PayPal orders saved and never paid, however many', async () => {
    const bootId = await shop.product('Chelsea Boot', 1);
    const shopper = customer();
    for (let i = 0; i < 3; i += 1) await shop.awaitingPayment(bootId, shopper);
    expect(await shop.stockOfProduct(bootId)).toBe(1);
    const buyer = await shop.http
      .post('/api/order/place')
      .set('token', customer().token)
      .send({ address, items: [{ productId: bootId, size: 'EU 42', quantity: 1 }], amount: 40 });
    expect(buyer.status).toBe(201);
  });

  it('refuses a saved PayPal order whose lines are not the cart, even at the same total', async () => {
    const bootId = await shop.product('Derby Boot', 5);
    const shopper = customer();
    // Two pairs at 30 and ten for shipping, as the buyer's own PayPal order: 70 like the cart.
    const forged = await shop.paypal('POST', '/v2/checkout/orders', {
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
    const saved = await shop.call(
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
    const bootId = await shop.product('Jodhpur Boot', 10);
    for (let round = 0; round < 3; round += 1) {
      const { paypalOrderId, order, token } = await shop.awaitingPayment(bootId);
      await shop.approve(paypalOrderId);
      shop.standIn.delay('capture', 300);
      const [captured, cancelled] = await Promise.all([
        shop.call('capture', { orderId: paypalOrderId }, token),
        new Promise((resolve) => setTimeout(resolve, 50 * round)).then(() =>
          shop.call('cancel', { orderId: paypalOrderId }, token),
        ),
      ]);
      expect([captured.status, cancelled.status].filter((status) => status === 200)).toHaveLength(
        1,
      );
      const row = await shop.rowOf(order._id);
      const atPayPal = await shop.paypal('GET', `/v2/checkout/orders/${paypalOrderId}`);
      if (row.status === 'Cancelled') {
        expect(row.paid).toBe(false);
        expect(atPayPal.status).toBe('APPROVED');
      } else {
        expect(row).toMatchObject({ paid: true, placed: true, status: 'Order Placed' });
        expect(atPayPal.status).toBe('COMPLETED');
      }
    }
    const paidRows = (await shop.platform.order.db.select().from(orders)).filter(
      (row) => row.paid && row.items[0].productId === bootId,
    );
    await eventually(async () =>
      expect(await shop.stockOfProduct(bootId)).toBe(10 - paidRows.length),
    );
  });

  it('refuses to charge for the last piece another buyer took meanwhile', async () => {
    const bootId = await shop.product('Last Pair', 1);
    const { paypalOrderId, order, token } = await shop.awaitingPayment(bootId);
    const other = await shop.http
      .post('/api/order/place')
      .set('token', customer().token)
      .send({ address, items: [{ productId: bootId, size: 'EU 42', quantity: 1 }], amount: 40 });
    expect(other.status).toBe(201);
    await shop.approve(paypalOrderId);
    const late = await shop.call('capture', { orderId: paypalOrderId }, token);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/sold out; you have not been charged$/);
    expect((await shop.paypal('GET', `/v2/checkout/orders/${paypalOrderId}`)).status).toBe(
      'APPROVED',
    );
    expect(await shop.rowOf(order._id)).toMatchObject({ paid: false, status: 'Cancelled' });
    expect(await shop.stockOfProduct(bootId)).toBe(0);
    await eventually(async () =>
      expect((await productOf(shop.platform.catalog, bootId)).purchaseCount).toBe(1),
    );
  });

  it('gives back the stock of a declined capture at once', async () => {
    const bootId = await shop.product('Declined Boot', 3);
    const { paypalOrderId, token } = await shop.awaitingPayment(bootId);
    await shop.approve(paypalOrderId, true);
    const declined = await shop.call('capture', { orderId: paypalOrderId }, token);
    expect(declined.status).toBe(402);
    expect(await shop.stockOfProduct(bootId)).toBe(3);
  });
});
