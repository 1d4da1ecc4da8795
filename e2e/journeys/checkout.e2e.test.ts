import { orderNumber, type Product } from '@shop/contracts';
import type { Browser, Page } from 'playwright-core';
import { shopperToken } from '../support/shopper-token';
import { closeJourney, openJourney } from '../support/journey';
import type { TestPlatform } from '../support/test-platform';
import { ADDRESS } from '../platform/shop-calls';

jest.setTimeout(90000);

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
    for (const [name, value] of Object.entries(ADDRESS)) {
      await page.locator(`input[name="${name}"]`).fill(value);
    }
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

  it('pays with PayPal through the stand-in, and sees the order paid with its PayPal capture', async () => {
    const line = sizesOf(shoe)[1];
    await page.evaluate(
      ([id, label]) => localStorage.setItem('cartItems', JSON.stringify({ [id]: { [label]: 1 } })),
      [shoe._id, line.sizeLabel],
    );
    await page.goto(`${platform.urls.shop}/place-order`);
    for (const [name, value] of Object.entries(ADDRESS)) {
      await page.locator(`input[name="${name}"]`).fill(value);
    }
    await page.getByLabel('PayPal').check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Please use the PayPal button below').waitFor();

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
    for (const [name, value] of Object.entries(ADDRESS)) {
      await page.locator(`input[name="${name}"]`).fill(value);
    }
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
