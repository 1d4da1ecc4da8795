import { startPayPalStandIn, type PayPalStandIn } from '../../../../scripts/paypal-standin.cjs';
import { PayPalApi } from './paypal-api';
import { PayPalRefusal, PayPalUnavailable, type CreatePayPalOrder } from './paypal-port';

const order = (requestId: string): CreatePayPalOrder => ({
  reference: 'order-1',
  itemTotal: 49,
  shipping: 10,
  amount: 59,
  requestId,
  items: [
    {
      name: 'Oxford Chestnut',
      unit_amount: { currency_code: 'USD', value: '24.50' },
      quantity: '2',
      category: 'PHYSICAL_GOODS',
    },
  ],
});

describe('PayPalApi against the local PayPal stand-in', () => {
  let standIn: PayPalStandIn;
  let paypal: PayPalApi;
  const approve = (id: string, decline = false) =>
    fetch(`${standIn.url}/v2/checkout/orders/${id}/approve-for-tests`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokenOf(paypal)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ decline }),
    });
  const tokenOf = (api: PayPalApi) => (api as unknown as { token: { value: string } }).token.value;

  beforeAll(async () => {
    standIn = await startPayPalStandIn();
    paypal = new PayPalApi({ baseUrl: standIn.url, clientId: 'shop', clientSecret: 'secret' });
  });
  afterAll(() => standIn?.close());

  it('creates an order with an approval link, once per request id', async () => {
    const [first, again] = await Promise.all([
      paypal.createOrder(order('create-1')),
      paypal.createOrder(order('create-1')),
    ]);
    expect(first.status).toBe('CREATED');
    expect(again.id).toBe(first.id);
    expect(first.approveUrl).toBe(`${standIn.url}/checkoutnow?token=${first.id}`);
    expect(first.amount).toEqual({ currency_code: 'USD', value: '59.00' });
    expect((await paypal.createOrder(order('create-2'))).id).not.toBe(first.id);
  });

  it('refuses amounts that do not add up, as PayPal does', async () => {
    const wrong = { ...order('create-3'), itemTotal: 48 };
    await expect(paypal.createOrder(wrong)).rejects.toMatchObject({
      name: 'PayPalRefusal',
      status: 422,
      issue: 'AMOUNT_MISMATCH',
    });
  });

  it('captures an approved order once, even when asked twice at once', async () => {
    const created = await paypal.createOrder(order('create-4'));
    await expect(paypal.captureOrder(created.id, 'capture-a')).rejects.toMatchObject({
      issue: 'ORDER_NOT_APPROVED',
    });
    await approve(created.id);
    const [one, two] = await Promise.all([
      paypal.captureOrder(created.id, 'capture-b'),
      paypal.captureOrder(created.id, 'capture-b'),
    ]);
    expect(one).toMatchObject({ status: 'COMPLETED', captureStatus: 'COMPLETED' });
    expect(one.amount).toEqual({ currency_code: 'USD', value: '59.00' });
    expect(two.captureId).toBe(one.captureId);
    await expect(paypal.captureOrder(created.id, 'capture-c')).rejects.toMatchObject({
      issue: 'ORDER_ALREADY_CAPTURED',
    });
    expect((await paypal.getOrder(created.id)).status).toBe('COMPLETED');
  });

  it('answers a declined card as a refusal naming INSTRUMENT_DECLINED', async () => {
    const created = await paypal.createOrder(order('create-5'));
    await approve(created.id, true);
    const declined = paypal.captureOrder(created.id, 'capture-d');
    await expect(declined).rejects.toBeInstanceOf(PayPalRefusal);
    await expect(declined).rejects.toMatchObject({ status: 422, issue: 'INSTRUMENT_DECLINED' });
  });

  it('is refused without good client credentials, and unavailable when PayPal cannot be reached', async () => {
    const noSecret = new PayPalApi({ baseUrl: standIn.url, clientId: 'shop', clientSecret: '' });
    await expect(noSecret.getOrder('X')).rejects.toMatchObject({ status: 401 });
    const unreachable = new PayPalApi({
      baseUrl: 'http://127.0.0.1:9',
      clientId: 'shop',
      clientSecret: 'secret',
    });
    await expect(unreachable.getOrder('X')).rejects.toBeInstanceOf(PayPalUnavailable);
  });
});
