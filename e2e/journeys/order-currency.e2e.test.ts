import path from 'node:path';
import { orderNumber, orderTotals, type Order, type Product } from '@shop/contracts';
import { formatPrice } from '@shop/storefront-sdk';
import type { Locator, Page } from 'playwright-core';
import { ADDRESS, adminLogin } from '../platform/shop-calls';
import { call, verifiedShopper, type Shopper } from '../support/accounts';
import { DISPLAY_CURRENCY_STORAGE_KEY } from '../support/browser';
import { signIn, useJourney } from '../support/journey';
import { E2E_ADMIN } from '../support/test-platform';
import { fillDeliveryAddress } from '../support/delivery-form';

jest.setTimeout(120_000);

// Screenshots land here for a person to look at; set SCREENSHOT_DIR to keep them elsewhere.
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';
const MODEL = 'Parma Tailored Blazer';
/** The currency the shopper picks in the footer, over the shop's default rupees. */
const CHOSEN = 'GBP';
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

interface Colourway {
  product: Product;
  size: string;
}

/** One picture at each width, from the top or from `part`; the page is left at the first width. */
async function shoot(page: Page, name: string, part?: () => Locator) {
  for (const viewport of [...WIDTHS].reverse()) {
    await page.setViewportSize(viewport);
    if (part) await part().scrollIntoViewIfNeeded();
    else await page.evaluate(() => window.scrollTo(0, 0));
    const file = `order-currency-${viewport.width}-${name}.png`;
    await page.screenshot({ path: path.join(SCREENSHOTS, file) });
  }
}

describe('one order’s currency, from the cart to the back office', () => {
  // The shop's own default in every page: rupees, for the shopper and the admin alike.
  const journey = useJourney({ browser: { displayCurrency: null } });
  let shopper: Shopper;
  let colours: Colourway[];
  let shopperPage: Page;
  let orderId: string;
  const totals = () =>
    orderTotals(colours.map(({ product }) => ({ unitPrice: product.effectivePrice, quantity: 1 })));
  const api = <T>(route: string, init?: RequestInit) => call<T>(journey.platform, route, init);

  beforeAll(async () => {
    shopper = await verifiedShopper(journey.platform, {
      name: 'Mary Jackson',
      email: `mary.${Date.now()}@example.com`,
      password: 'Langley-1951-Wind',
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
    shopperPage = await journey.browser.newPage({ viewport: WIDTHS[0] });
  });

  const main = () => shopperPage.locator('main');
  const totalOf = (panel: string) =>
    shopperPage.getByRole('complementary', { name: panel }).locator('dt:text-is("Total") + dd');
  /** The amounts charged in US dollars the panel states: once, and the order's. */
  const chargedIn = async (panel: string) => {
    const text = await shopperPage.getByRole('complementary', { name: panel }).innerText();
    return text.match(/Charged in USD: \S+/g);
  };

  it('picks pounds in the footer over the rupees shown first, and adds two colours of the blazer', async () => {
    const page = shopperPage;
    await page.goto(journey.shop('/'));
    await signIn(page, shopper.token);
    await page.reload();
    const picker = page.getByRole('combobox', { name: 'Country and currency' });
    expect(await picker.inputValue()).toBe('PKR');
    await picker.selectOption(CHOSEN);

    const [first, second] = colours;
    await page.goto(journey.shop(`/product/${first.product._id}`));
    for (const [index, { product, size }] of colours.entries()) {
      if (index > 0) await page.getByRole('button', { name: product.color, exact: true }).click();
      await page.waitForURL(`**/product/${product._id}`);
      await page.getByRole('heading', { level: 1, name: MODEL }).waitFor();
      const sizes = page.getByRole('group', { name: 'Select size' });
      await sizes.getByRole('button', { name: size, exact: true }).click();
      await page.getByRole('button', { name: /add to cart/i }).click();
      await page.waitForFunction(
        (count) => document.querySelector('[data-testid="cart-count"]')?.textContent === count,
        String(index + 1),
      );
    }
    expect(first.product.color).not.toBe(second.product.color);
  });

  it('shows the cart and the checkout summary in pounds, saying once what is charged in US dollars', async () => {
    const page = shopperPage;
    const { amount } = totals();
    await page.goto(journey.shop('/cart'));
    for (const { product } of colours) {
      await main()
        .locator('li', { hasText: `${product.brand} · ${product.color} · ${product.category}` })
        .getByText(formatPrice(product.effectivePrice, CHOSEN))
        .first()
        .waitFor();
    }
    await totalOf('Cart Totals').getByText(formatPrice(amount, CHOSEN)).waitFor();
    expect(await chargedIn('Cart Totals')).toEqual([`Charged in USD: ${formatPrice(amount)}`]);

    await page.getByRole('button', { name: /proceed to checkout/i }).click();
    await page.waitForURL('**/place-order');
    await fillDeliveryAddress(page, { ...ADDRESS, email: shopper.email });
    await page.getByLabel('Cash on delivery').check();
    await totalOf('Order Summary').getByText(formatPrice(amount, CHOSEN)).waitFor();
    expect(await chargedIn('Order Summary')).toEqual([`Charged in USD: ${formatPrice(amount)}`]);
  });

  it('places the order and finds each colour on My Orders at its price in pounds', async () => {
    const page = shopperPage;
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.pathname === '/orders');
    await page.getByText('Order placed successfully').waitFor();
    for (const { product, size } of colours) {
      // An item's row, inside its order's.
      const row = main().locator('li li', { hasText: `Colour: ${product.color}` });
      await row.getByText(formatPrice(product.effectivePrice, CHOSEN)).waitFor();
      expect(await row.getByText(MODEL, { exact: true }).count()).toBe(1);
      expect(await row.getByText(`Size: ${size}`).count()).toBe(1);
    }
    // Nothing in another currency, but for what the order's confirmation says was charged.
    const charged = `Charged in USD: ${formatPrice(totals().amount)}`;
    const text = await main().innerText();
    // In US dollars only the amount charged: in the order's header and in its confirmation.
    const charges = text.match(/Charged in USD: \S+/g) ?? [];
    expect(charges.length).toBeGreaterThan(0);
    for (const found of charges) expect(found).toBe(charged);
    expect(text.replaceAll(charged, '')).not.toMatch(/\$|PKR|€/);
    await shoot(page, 'confirmation');

    const { orders } = await api<{ orders: Order[] }>('/api/order/userorders', {
      headers: { token: shopper.token },
    });
    expect(orders).toHaveLength(1);
    orderId = orders[0]._id;
    expect(orders[0].amount).toBe(totals().amount);
    expect(orders[0].items.map((item) => item.color)).toEqual(
      colours.map(({ product }) => product.color),
    );

    // Reading it again later, with its tracking open.
    await page.goto(journey.shop('/orders'));
    await main().getByText(`Colour: ${colours[1].product.color}`).waitFor();
    await shoot(page, 'my-orders');
    await page.getByRole('button', { name: 'Track' }).first().click();
    await page.getByRole('dialog', { name: `Order #${orderNumber(orderId)}` }).waitFor();
  });

  it('shows the admin the order in US dollars, each line named with its colour, whatever the browser’s currency', async () => {
    const context = await journey.browser.newContext({ viewport: WIDTHS[0] });
    const admin = await context.newPage();
    await admin.goto(journey.shop('/login'));
    // The admin reads the shop in pounds too: the back office keeps to the shop's currency.
    await admin.evaluate(([key, code]) => localStorage.setItem(key, code), [
      DISPLAY_CURRENCY_STORAGE_KEY,
      CHOSEN,
    ] as const);
    await admin.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
    await admin.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.waitForURL('**/admin/dashboard');

    // A second order, still open: cash on delivery counts once delivered, so this one does not.
    const [again] = colours;
    const open = orderTotals([{ unitPrice: again.product.effectivePrice, quantity: 1 }]).amount;
    await api('/api/order/place', {
      method: 'POST',
      headers: { token: shopper.token },
      body: JSON.stringify({
        address: { ...ADDRESS, email: shopper.email },
        items: [{ productId: again.product._id, size: again.size, quantity: 1 }],
        amount: open,
      }),
    });

    await admin.getByRole('link', { name: 'Orders' }).click();
    const card = admin.getByRole('article', { name: `Order #${orderNumber(orderId)}` });
    await card.waitFor();
    expect(await card.getByRole('listitem').allTextContents()).toEqual(
      colours.map(({ product, size }) => `${MODEL}, ${product.color} x 1 ${size}`),
    );
    await card.getByText(formatPrice(totals().amount), { exact: true }).waitFor();
    expect(await card.innerText()).not.toMatch(/PKR|£/);
    const status = card.getByLabel(/^Status of order #/);
    await status.selectOption('Delivered');
    await admin.getByText('Order status updated successfully').first().waitFor();
    await shoot(admin, 'admin-order', () => card);

    // The customer's spend follows the order's events; the screen is read once it has.
    const token = await adminLogin(journey.platform);
    const spent = totals().amount;
    for (let tries = 0; tries < 100; tries += 1) {
      const detail = await api<{ data: { stats: { totalSpent: number } } }>(
        `/api/customers/${shopper.id}`,
        { headers: { Authorization: `Bearer ${token}` } },
      );
      if (detail.data.stats.totalSpent === spent) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    await admin.getByRole('link', { name: 'Customers' }).click();
    const search = admin.getByPlaceholder('Search by name or email...');
    await search.fill(shopper.email);
    await search.press('Enter');
    const row = admin.getByRole('row', { name: new RegExp(shopper.name) });
    await row.getByText(formatPrice(spent), { exact: true }).waitFor();
    await row.getByRole('button', { name: `View ${shopper.name}` }).click();
    const details = admin.getByRole('dialog', { name: 'Customer Details' });
    const totalSpent = details.locator('dt:text-is("Total Spent") + dd');
    await totalSpent.waitFor();
    expect(await totalSpent.textContent()).toBe(formatPrice(spent));
    await details
      .getByText(
        /Total spent, in US dollars. Paid orders, refunds deducted: PayPal orders count once captured, cash on delivery once delivered/,
      )
      .waitFor();
    const recent = await details
      .locator('li')
      .evaluateAll((items) => items.map((item) => item.textContent ?? ''));
    expect(recent).toHaveLength(2);
    const counted = recent.filter((text) => text.includes('Delivered'));
    expect(counted).toEqual([expect.stringContaining(formatPrice(spent))]);
    expect(recent.find((text) => !text.includes('Delivered'))).toContain(formatPrice(open));
    expect(await details.innerText()).not.toMatch(/PKR|£/);
    await shoot(admin, 'customer-details');
    await context.close();
  });
});
