import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { orderNumber, orderTotals, type Order, type Product } from '@shop/contracts';
import { formatPrice, SHIPPED_CURRENCY_SETTINGS } from '@shop/storefront-sdk';
import type { Page } from 'playwright-core';
import {
  eurofxrefDaily,
  startReferenceFeed,
  type ReferenceFeedStandIn,
} from '../../services/order/src/currency-rates/reference-feed.fixture';
import { ADDRESS } from '../platform/shop-calls';
import { call, verifiedShopper, type Shopper } from '../support/accounts';
import { signIn, useJourney } from '../support/journey';
import { fillDeliveryAddress } from '../support/delivery-form';

jest.setTimeout(180_000);

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/shots/rates';
const MODEL = 'Parma Tailored Blazer';
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
// The reference feed's day: euro rates, no rupee among them.
const FEED_DAY = '2026-11-27';
const PER_EUR = { USD: 1.0842, GBP: 0.8523, CAD: 1.5127, AUD: 1.6631 };

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const viewport of [...WIDTHS].reverse()) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: path.join(SCREENSHOTS, `order-history-${viewport.width}-${name}.png`),
      fullPage: true,
    });
  }
}

describe('a past order keeps its currency and its rate', () => {
  // The order service reads its rates from a stand-in of the ECB's daily feed.
  const env: Record<string, string> = {};
  let feed: ReferenceFeedStandIn;
  beforeAll(async () => {
    feed = await startReferenceFeed({ status: 200, body: eurofxrefDaily(FEED_DAY, PER_EUR) });
    env.EXCHANGE_RATES_URL = feed.url;
  });
  afterAll(() => feed?.stop());
  const journey = useJourney({ platform: { env }, browser: { displayCurrency: null } });

  let shopper: Shopper;
  let colours: Array<{ product: Product; size: string }>;
  let page: Page;
  let order: Order;
  const main = () => page.locator('main');
  const picker = () => page.getByRole('combobox', { name: 'Country and currency' });
  const api = <T>(route: string, init?: RequestInit) => call<T>(journey.platform, route, init);

  beforeAll(async () => {
    shopper = await verifiedShopper(journey.platform, {
      name: 'Katherine Goble',
      email: `katherine.${Date.now()}@example.com`,
      password: 'Hampton-1953-Orbit',
    });
    const found = await api<{ data: Product[] }>(
      `/api/product/search?q=${encodeURIComponent(MODEL)}&limit=12`,
    );
    colours = found.data
      .filter((product) => product.name === MODEL)
      .map((product) => ({
        product,
        size: product.jacketDetails!.sizes.find((size) => size.available && size.stock > 0)!
          .sizeLabel,
      }))
      .slice(0, 2);
    expect(colours).toHaveLength(2);
    page = await journey.browser.newPage({ viewport: WIDTHS[0] });
  });

  it("shows the shop's rates of the feed's day in the footer", async () => {
    await page.goto(journey.shop('/'));
    await signIn(page, shopper.token);
    await page.reload();
    await picker().selectOption('EUR');
    // At the feed's day, not the rates the shop shipped with (30 Sep 2025).
    await page
      .getByTestId('rates-day')
      .filter({ hasText: /^Rates of 27 Nov 2026$/ })
      .waitFor({ timeout: 30_000 });
  });

  it('places a two-item order in euros', async () => {
    for (const [index, { product, size }] of colours.entries()) {
      await page.goto(journey.shop(`/product/${product._id}`));
      await page.getByRole('heading', { level: 1, name: MODEL }).waitFor();
      await page
        .getByRole('group', { name: 'Select size' })
        .getByRole('button', { name: size, exact: true })
        .click();
      await page.getByRole('button', { name: /add to cart/i }).click();
      await page.waitForFunction(
        (count) => document.querySelector('[data-testid="cart-count"]')?.textContent === count,
        String(index + 1),
      );
    }
    await page.goto(journey.shop('/place-order'));
    await fillDeliveryAddress(page, { ...ADDRESS, email: shopper.email });
    await page.getByLabel('Cash on delivery').check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.pathname === '/orders');

    const { orders } = await api<{ orders: Order[] }>('/api/order/userorders', {
      headers: { token: shopper.token },
    });
    expect(orders).toHaveLength(1);
    order = orders[0];
    const { amount } = orderTotals(
      colours.map(({ product }) => ({ unitPrice: product.effectivePrice, quantity: 1 })),
    );
    expect(order).toMatchObject({
      amount,
      displayCurrency: 'EUR',
      displayPerUsd: Number((1 / PER_EUR.USD).toPrecision(8)),
      displayRateDate: FEED_DAY,
    });
  });

  it('lists it on My Orders in euros under one header with one number, after the footer moves to pounds', async () => {
    const atItsRate = {
      ...SHIPPED_CURRENCY_SETTINGS,
      perUsd: { ...SHIPPED_CURRENCY_SETTINGS.perUsd, EUR: order.displayPerUsd! },
    };
    const inEuros = (amountUsd: number) => formatPrice(amountUsd, 'EUR', atItsRate);
    await page.goto(journey.shop('/orders'));
    await picker().selectOption('GBP');
    await page
      .getByTestId('rates-day')
      .filter({ hasText: /^Rates of 27 Nov 2026$/ })
      .waitFor();

    const number = `Order #${orderNumber(order._id)}`;
    const group = main().getByRole('listitem', { name: number });
    await group.getByText(`Total: ${inEuros(order.amount)}`).waitFor();
    await group.getByText(`Charged in USD: ${formatPrice(order.amount)}`).waitFor();
    expect(await main().getByRole('heading', { level: 2 }).allTextContents()).toEqual([number]);
    expect(await main().getByText(number).count()).toBe(1);
    const rows = group.getByRole('list', { name: `Items of order ${number.slice(6)}` });
    expect(await rows.getByRole('listitem').count()).toBe(2);
    for (const { product } of colours) {
      const row = rows.getByRole('listitem').filter({ hasText: `Colour: ${product.color}` });
      await row.getByText(inEuros(product.effectivePrice)).waitFor();
    }
    expect(await group.innerText()).not.toMatch(/£/);

    await group.getByRole('button', { name: 'Delivery address' }).click();
    await group.getByText(ADDRESS.street).waitFor();
    await shoot(page, 'my-orders');
  });
});
