import { orderTotals } from '@shop/contracts';
import type { Browser, Page } from 'playwright-core';
import { verifiedShopper } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { adminToken } from '../support/shopper-token';
import { startTestPlatform, type TestPlatform } from '../support/test-platform';

jest.setTimeout(120_000);

/** Well inside the dashboard's 30-second poll: what arrives this fast was pushed. */
const PUSHED_WITHIN_MS = 8_000;

interface SearchAnswer {
  data: Array<{
    _id: string;
    effectivePrice: number;
    shoeDetails?: { sizes: Array<{ sizeLabel: string; stock: number }> };
  }>;
}

describe('the analytics dashboard, open while the shop is used', () => {
  let platform: TestPlatform;
  let browser: Browser;
  let admin: Page;
  let loads = 0;

  const shop = (path: string) => `${platform.urls.shop}${path}`;
  const card = (label: string) =>
    admin.locator('li', { has: admin.getByText(label, { exact: true }) }).locator('strong');
  /** Waits until a figure card reads `value`. */
  const cardReads = (label: string, value: string, timeout = PUSHED_WITHIN_MS) =>
    admin.waitForFunction(
      ([wanted, text]) =>
        Array.from(document.querySelectorAll('li')).some(
          (li) =>
            li.querySelector('span')?.textContent === wanted &&
            li.querySelector('strong')?.textContent === text,
        ),
      [label, value] as const,
      { timeout },
    );

  beforeAll(async () => {
    platform = await startTestPlatform();
    browser = await launchBrowser();
    admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    admin.on('load', () => (loads += 1));
    await admin.goto(shop('/'));
    await admin.evaluate((token) => localStorage.setItem('token', token), adminToken(platform));
    await admin.goto(shop('/admin/analytics'));
    await admin.getByRole('heading', { name: 'Analytics Dashboard' }).waitFor();
    await cardReads("Today's Registrations", '0', 30_000);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  it('shows a new registration at once, without a reload', async () => {
    const loadsBefore = loads;
    const shopper = await verifiedShopper(platform, {
      name: 'Mary Jackson',
      email: `mary.${Date.now()}@example.com`,
      password: 'Wind-tunnel-1958',
    });
    await cardReads("Today's Registrations", '1');

    // An order by the new customer: the orders and revenue figures follow.
    const search = (await (
      await fetch(`${platform.urls.api}/api/product/search?subcategory=Shoes&limit=12`)
    ).json()) as SearchAnswer;
    const product = search.data.find((p) => p.shoeDetails?.sizes.some((s) => s.stock > 0))!;
    const size = product.shoeDetails!.sizes.find((s) => s.stock > 0)!;
    const amount = orderTotals([{ unitPrice: product.effectivePrice, quantity: 1 }]).amount;
    const placed = await fetch(`${platform.urls.api}/api/order/place`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: shopper.token },
      body: JSON.stringify({
        address: {
          firstName: 'Mary',
          lastName: 'Jackson',
          email: shopper.email,
          street: '1 Langley Blvd',
          city: 'Hampton',
          state: 'VA',
          zipcode: '23681',
          country: 'United States',
          phone: '+1 757 555 0102',
        },
        items: [{ productId: product._id, size: size.sizeLabel, quantity: 1 }],
        amount,
      }),
    });
    expect(placed.status).toBe(201);
    await card('Orders Placed')
      .getByText('1', { exact: true })
      .waitFor({ timeout: PUSHED_WITHIN_MS });
    await card('Total Revenue')
      .getByText(`$${amount.toFixed(2)}`, { exact: false })
      .waitFor({ timeout: PUSHED_WITHIN_MS });
    expect(loads).toBe(loadsBefore);
  });
});
