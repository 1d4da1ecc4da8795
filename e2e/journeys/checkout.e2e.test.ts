import { mkdirSync } from 'node:fs';
import { orderNumber, type Product } from '@shop/contracts';
import { formatPrice } from '@shop/storefront-sdk';
import type { Browser, Page } from 'playwright-core';
import { shopperToken } from '../support/shopper-token';
import { closeJourney, openJourney } from '../support/journey';
import type { TestPlatform } from '../support/test-platform';
import { ADDRESS } from '../platform/shop-calls';
import { expectNoViolations } from '../support/axe';
import { fillDeliveryAddress } from '../support/delivery-form';

jest.setTimeout(90000);

// Screenshots land here for a person to look at; set SCREENSHOT_DIR to keep them elsewhere.
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/shots/checkout';
const VIEWPORTS = [
  [390, 844],
  [1280, 800],
] as const;

const sizesOf = (product: Product) =>
  (product.shoeDetails?.sizes ?? product.jacketDetails?.sizes ?? []).filter(
    (size) => size.available && size.stock >= 3,
  );

describe('a shopper buying with cash on delivery', () => {
  let platform: TestPlatform;
  let browser: Browser;
  let page: Page;
  let shoe: Product;

  const api = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${platform.urls.api}${path}`);
    return (await res.json()) as T;
  };
  const badge = () => page.getByTestId('cart-count');

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ({ platform, browser } = await openJourney());
    const shoes = await api<{ data: Product[] }>('/api/product/search?subcategory=Shoes&limit=48');
    shoe = shoes.data.find((product) => sizesOf(product).length >= 2)!;
  }, 240000);

  afterAll(() => closeJourney({ platform, browser }));

  it('tells a visitor on the cart page to log in', async () => {
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(`${platform.urls.shop}/cart`);
    await visitor.getByText('Login Required').waitFor();
    await visitor.getByRole('link', { name: 'Login Now' }).click();
    await visitor.waitForURL('**/login');
    await visitor.close();
  });

  it('adds two sizes, changes a quantity, removes a line, pays on delivery and sees the order', async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(platform.urls.shop);
    await page.evaluate((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('surveyCompleted', 'true');
    }, shopperToken(platform));

    const [first, second] = sizesOf(shoe);
    await page.goto(`${platform.urls.shop}/product/${shoe._id}`);
    await page.getByRole('heading', { level: 1, name: shoe.name }).waitFor();
    const sizes = page.getByRole('group', { name: 'Select size' });
    for (const [index, size] of [first, second].entries()) {
      await sizes.getByRole('button', { name: size.sizeLabel, exact: true }).click();
      await page.getByRole('button', { name: /add to cart/i }).click();
      await page.waitForFunction(
        (count) => document.querySelector('[data-testid="cart-count"]')?.textContent === count,
        String(index + 1),
      );
    }

    await page.goto(`${platform.urls.shop}/cart`);
    const firstLine = `${shoe.name} (${first.sizeLabel})`;
    const secondLine = `${shoe.name} (${second.sizeLabel})`;
    const quantity = page.getByLabel(`Quantity of ${firstLine}`);
    await quantity.fill('2');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '3',
    );

    await page.getByRole('button', { name: `Remove ${secondLine}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Item' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: `Remove ${secondLine}` }).waitFor({ state: 'detached' });
    expect(await badge().textContent()).toBe('2');
    const total = await page
      .getByRole('complementary', { name: 'Cart Totals' })
      .locator('dt:text-is("Total") + dd')
      .textContent();

    await page.getByRole('button', { name: /proceed to checkout/i }).click();
    await page.waitForURL('**/place-order');
    await fillDeliveryAddress(page, ADDRESS);
    await page.getByLabel('Cash on delivery').check();
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    expect(await summary.locator('dt:text-is("Total") + dd').textContent()).toBe(total);
    await page.getByRole('button', { name: 'Place order' }).click();

    await page.waitForURL((url) => url.pathname === '/orders');
    await page.getByText('Order placed successfully').waitFor();
    // The list's row, below the confirmation of the order just placed.
    const row = page.locator('li', { hasText: shoe.name }).filter({ hasText: 'Order #' });
    await row.getByText('Quantity: 2').waitFor();
    expect(await row.getByText(`Size: ${first.sizeLabel}`).count()).toBe(1);
    expect(await row.getByText('Order Placed').count()).toBe(1);
    expect(await row.getByText('Pending').count()).toBe(1);
    await page.waitForFunction(() =>
      ['', '0'].includes(document.querySelector('[data-testid="cart-count"]')?.textContent ?? ''),
    );

    // The catalogue took the two pairs from the size ordered, and from no other (the page is
    // read again once the catalogue's change has reached the gateway's cache).
    const stockOf = (product: Product, label: string) =>
      (product.shoeDetails?.sizes ?? []).find((size) => size.sizeLabel === label)?.stock;
    const deadline = Date.now() + 10_000;
    let after = await api<{ data: Product }>(`/api/product/${shoe._id}`);
    while (stockOf(after.data, first.sizeLabel) === first.stock && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await api<{ data: Product }>(`/api/product/${shoe._id}`);
    }
    expect(stockOf(after.data, first.sizeLabel)).toBe(first.stock - 2);
    expect(stockOf(after.data, second.sizeLabel)).toBe(second.stock);

    await page.getByRole('button', { name: 'Track' }).first().click();
    await page.getByRole('dialog').getByText('Order Placed').waitFor();
  });

  it.each(VIEWPORTS)(
    'at %ix%i chooses how to pay, reads each item in the summary and picks the country',
    async (width, height) => {
      const shoes = await api<{ data: Product[] }>(
        '/api/product/search?subcategory=Shoes&limit=48',
      );
      const coloured = shoes.data.find(
        (product) => product._id !== shoe._id && product.color && sizesOf(product).length,
      )!;
      const lines = [
        { product: shoe, size: sizesOf(shoe)[0].sizeLabel, quantity: 2 },
        { product: coloured, size: sizesOf(coloured)[0].sizeLabel, quantity: 1 },
      ];
      const visit = await browser.newPage({ viewport: { width, height } });
      await visit.goto(platform.urls.shop);
      await visit.evaluate(
        ([token, cart]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('surveyCompleted', 'true');
          localStorage.setItem('cartItems', cart);
        },
        [
          shopperToken(platform),
          JSON.stringify(
            Object.fromEntries(
              lines.map(({ product, size, quantity }) => [product._id, { [size]: quantity }]),
            ),
          ),
        ],
      );
      await visit.goto(`${platform.urls.shop}/place-order`);
      const summary = visit.getByRole('complementary', { name: 'Order Summary' });
      const items = summary.getByRole('list', { name: 'Items' }).getByRole('listitem');
      await items.first().waitFor();
      expect(await items.count()).toBe(lines.length);
      for (const { product, size, quantity } of lines) {
        const item = items.filter({ hasText: product.name });
        expect(await item.getByText(`Size: ${size}`).count()).toBe(1);
        expect(await item.getByText(`Quantity: ${quantity}`).count()).toBe(1);
        if (product.color) expect(await item.getByText(`Colour: ${product.color}`).count()).toBe(1);
        const total = formatPrice(Math.round(product.effectivePrice * quantity * 100) / 100);
        expect(await item.getByText(total, { exact: true }).count()).toBe(1);
      }

      // The country is chosen from a list, starting at the country of the prices (US dollars).
      const country = visit.getByRole('combobox', { name: 'Country', exact: true });
      expect(await country.inputValue()).toBe('United States');
      await country.selectOption('Canada');
      expect(await country.inputValue()).toBe('Canada');

      const placeOrder = visit.getByRole('button', { name: 'Place order' });
      const payPal = visit.getByRole('button', { name: 'Pay with PayPal' });
      await placeOrder.waitFor();
      expect(await payPal.count()).toBe(0);

      // PayPal: its button in place of Place order, and the fields checked before it opens.
      const popups: Page[] = [];
      visit.on('popup', (popup) => popups.push(popup));
      await visit.getByLabel('PayPal').check();
      await payPal.waitFor();
      expect(await placeOrder.count()).toBe(0);
      expect(await visit.getByText('Please use the PayPal button below').count()).toBe(0);
      await payPal.click();
      const street = visit.locator('main [name="street"]');
      await visit.waitForFunction(
        () =>
          document.querySelector('main [name="street"]')?.getAttribute('aria-invalid') === 'true',
      );
      expect(await street.evaluate((field) => field === document.activeElement)).toBe(true);
      expect(popups).toHaveLength(0);
      await expectNoViolations(visit);
      await payPal.scrollIntoViewIfNeeded();
      await visit.screenshot({ path: `${SHOTS}/paypal-${width}.png` });
      await visit.screenshot({ path: `${SHOTS}/paypal-${width}-full.png`, fullPage: true });

      // Cash on delivery brings Place order back, and PayPal's button goes.
      await visit.getByLabel('Cash on delivery').check();
      await placeOrder.waitFor();
      expect(await payPal.count()).toBe(0);
      await expectNoViolations(visit);
      await visit.screenshot({ path: `${SHOTS}/cod-${width}-full.png`, fullPage: true });
      await summary.screenshot({ path: `${SHOTS}/summary-${width}.png` });
      await visit.close();
    },
  );

  it('pays with PayPal through the stand-in, and sees the order paid with its PayPal capture', async () => {
    const line = sizesOf(shoe)[1];
    await page.evaluate(
      ([id, label]) => localStorage.setItem('cartItems', JSON.stringify({ [id]: { [label]: 1 } })),
      [shoe._id, line.sizeLabel],
    );
    await page.goto(`${platform.urls.shop}/place-order`);
    await fillDeliveryAddress(page, ADDRESS);
    await page.getByLabel('PayPal').check();

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Pay with PayPal' }).click(),
    ]);
    await popup.getByText('PayPal test checkout').waitFor();
    await popup.getByRole('button', { name: 'Pay now' }).click();

    await page.waitForURL((url) => url.pathname === '/orders');
    await page.getByText('Payment successful!').waitFor();
    // The order the capture placed is confirmed above the list.
    const placedId = new URL(page.url()).searchParams.get('placed')!;
    await page
      .getByRole('heading', { name: `Thank you — order #${orderNumber(placedId)} is confirmed` })
      .waitFor();
    const row = page.locator('li', { hasText: shoe.name }).filter({ hasText: 'Paid' });
    await row.first().waitFor();
    expect(await row.first().getByText('Payment: PayPal').count()).toBe(1);
    await row.first().getByRole('button', { name: 'PayPal Info' }).click();
    await page
      .getByRole('dialog', { name: 'PayPal Info' })
      .getByText(/PayPal capture ID/)
      .waitFor();
  });

  it('is told the last pair sold out while paying with PayPal, and is not charged', async () => {
    // A size of another shoe, all of whose pairs someone else buys while the PayPal window is open.
    const shoes = await api<{ data: Product[] }>('/api/product/search?subcategory=Shoes&limit=48');
    const other = shoes.data.find(
      (product) => product._id !== shoe._id && sizesOf(product).length,
    )!;
    const line = sizesOf(other)[0];
    await page.evaluate(
      ([id, label]) => localStorage.setItem('cartItems', JSON.stringify({ [id]: { [label]: 1 } })),
      [other._id, line.sizeLabel],
    );
    await page.goto(`${platform.urls.shop}/place-order`);
    await fillDeliveryAddress(page, ADDRESS);
    await page.getByLabel('PayPal').check();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Pay with PayPal' }).click(),
    ]);
    await popup.getByText('PayPal test checkout').waitFor();

    const subtotal = Math.round(other.effectivePrice * line.stock * 100) / 100;
    const rival = await fetch(`${platform.urls.api}/api/order/place`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: shopperToken(platform) },
      body: JSON.stringify({
        address: ADDRESS,
        items: [{ productId: other._id, size: line.sizeLabel, quantity: line.stock }],
        amount: subtotal + (subtotal >= 50 ? 0 : 10),
      }),
    });
    expect(rival.status).toBe(201);

    await popup.getByRole('button', { name: 'Pay now' }).click();
    await page
      .getByText(`${other.name} (${line.sizeLabel}) sold out; you have not been charged`)
      .waitFor();
    expect(page.url()).toMatch(/\/place-order$/);
    await page.screenshot({ path: '/tmp/paypal-sold-out.png' });
  });
});
