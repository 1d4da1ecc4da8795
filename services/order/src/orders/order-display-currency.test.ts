import type { Order } from '@shop/contracts';
import { eventually, useFixture } from '@shop/service-kit/testing';
import { CurrencyRates } from '../currency-rates/currency-rates.service';
import { eurofxrefDaily, startReferenceFeed } from '../currency-rates/reference-feed.fixture';
import { usePayPalPlatform } from '../paypal/paypal.fixture';
import { address, customer } from '../testing/start-order-platform';

// The order service with a real catalog, PayPal's stand-in and a stand-in of the rates feed.
jest.setTimeout(180_000);

const NOV_27 = { USD: 1.0842, GBP: 0.8523, CAD: 1.5127, AUD: 1.6631 };
const EUR_NOV_27 = Number((1 / 1.0842).toPrecision(8));

describe('an order keeps the currency its buyer saw and the rate of its day', () => {
  const settings: Record<string, string> = { EXCHANGE_RATES_REFRESH_MINUTES: '600' };
  const feed = useFixture(
    async () => {
      const standIn = await startReferenceFeed({
        status: 200,
        body: eurofxrefDaily('2026-11-27', NOV_27),
      });
      settings.EXCHANGE_RATES_URL = standIn.url;
      return standIn;
    },
    (standIn) => standIn.stop(),
  );
  const shop = usePayPalPlatform(settings);
  const mine = async (token: string): Promise<Order[]> =>
    (await shop.http.get('/api/order/userorders').set('token', token)).body.orders;

  beforeAll(async () => {
    await eventually(async () =>
      expect((await shop.http.get('/api/currency-rates')).body.ratesDate).toBe('2026-11-27'),
    );
  });

  it('keeps, with a cash on delivery order, the currency and its rate and day, whatever the rates do next', async () => {
    const bootId = await shop.product('Euro Loafer', 10);
    const shopper = customer();
    const items = [{ productId: bootId, size: 'EU 42', quantity: 2 }];
    const placed = await shop.http
      .post('/api/order/place')
      .set('token', shopper.token)
      .send({ address, items, amount: 60, displayCurrency: 'EUR' });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      amount: 60,
      displayCurrency: 'EUR',
      displayPerUsd: EUR_NOV_27,
      displayRateDate: '2026-11-27',
    });

    feed.serve({ status: 200, body: eurofxrefDaily('2026-11-28', { ...NOV_27, USD: 1.2 }) });
    await shop.platform.order.app.get(CurrencyRates).refresh();
    const [kept] = await mine(shopper.token);
    expect(kept).toMatchObject({
      amount: 60,
      displayCurrency: 'EUR',
      displayPerUsd: EUR_NOV_27,
      displayRateDate: '2026-11-27',
    });

    const later = await shop.http
      .post('/api/order/place')
      .set('token', shopper.token)
      .send({ address, items, amount: 60, displayCurrency: 'EUR' });
    expect(later.body.order).toMatchObject({
      displayPerUsd: Number((1 / 1.2).toPrecision(8)),
      displayRateDate: '2026-11-28',
    });
  });

  it('keeps the rupee at its own last rate and day, and US dollars at one', async () => {
    const bootId = await shop.product('Rupee Brogue', 10);
    const shopper = customer();
    const items = [{ productId: bootId, size: 'EU 42', quantity: 2 }];
    const place = (displayCurrency?: string) =>
      shop.http
        .post('/api/order/place')
        .set('token', shopper.token)
        .send({ address, items, amount: 60, displayCurrency });
    expect((await place('PKR')).body.order).toMatchObject({
      displayCurrency: 'PKR',
      displayPerUsd: 281.5,
      displayRateDate: '2025-09-30',
    });
    const usd = (await place('USD')).body.order as Order;
    expect(usd).toMatchObject({ displayCurrency: 'USD', displayPerUsd: 1 });
    expect(usd.displayRateDate).toBeUndefined();
  });

  it('refuses a currency the shop does not show, placing nothing', async () => {
    const bootId = await shop.product('Yen Derby', 10);
    const shopper = customer();
    const refused = await shop.http
      .post('/api/order/place')
      .set('token', shopper.token)
      .send({
        address,
        items: [{ productId: bootId, size: 'EU 42', quantity: 2 }],
        amount: 60,
        displayCurrency: 'JPY',
      });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'The display currency is one of PKR, USD, GBP, CAD, AUD, EUR',
    );
    expect(await mine(shopper.token)).toEqual([]);
  });

  it('keeps the currency of a PayPal order from its saving to its payment', async () => {
    const bootId = await shop.product('Pound Chelsea', 10);
    const shopper = customer();
    const items = [{ productId: bootId, size: 'EU 42', quantity: 2 }];
    const created = await shop.call('create', { items }, shopper.token);
    const paypalOrderId = created.body.data.id as string;
    const saved = await shop.call(
      'save',
      { items, amount: 60, address, paypalOrderId, displayCurrency: 'GBP' },
      shopper.token,
    );
    expect(saved.status).toBe(200);
    await shop.approve(paypalOrderId);
    const paid = await shop.call('capture', { orderId: paypalOrderId }, shopper.token);
    expect(paid.status).toBe(200);
    const gbp = (await shop.http.get('/api/currency-rates')).body.rates.GBP;
    expect(paid.body.order).toMatchObject({
      payment: true,
      amount: 60,
      displayCurrency: 'GBP',
      displayPerUsd: gbp.perUsd,
      displayRateDate: gbp.date,
    });
  });
});
