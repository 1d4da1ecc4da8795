import { mkdirSync } from 'node:fs';
import { orderTotals } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { call, verifiedShopper, type Shopper } from '../support/accounts';
import { expectNoViolations } from '../support/axe';
import { useJourney } from '../support/journey';
import { adminToken } from '../support/shopper-token';

jest.setTimeout(180_000);

const SHOTS = '/tmp/shots/sales';
/** The analytics service learns of orders from their events, a moment after each change. */
const SETTLED_WITHIN_MS = 30_000;

interface SearchAnswer {
  data: Array<{
    _id: string;
    name: string;
    effectivePrice: number;
    shoeDetails?: { sizes: Array<{ sizeLabel: string; stock: number }> };
  }>;
}

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

describe('the Sales tab counts the orders the shop was paid for', () => {
  const journey = useJourney();
  let shopper: Shopper;
  let product: SearchAnswer['data'][number];
  let paid: { id: string; amount: number };
  let refunded: { id: string; amount: number };

  const api = <T>(path: string, init: RequestInit = {}) => call<T>(journey.platform, path, init);

  /** Cash on delivery of `quantity` pairs, placed as the checkout places it. */
  const placeOrder = async (quantity: number) => {
    const size = product.shoeDetails!.sizes.find((candidate) => candidate.stock >= 4)!;
    const amount = orderTotals([{ unitPrice: product.effectivePrice, quantity }]).amount;
    const placed = await api<{ order: { _id: string; amount: number } }>('/api/order/place', {
      method: 'POST',
      headers: { token: shopper.token },
      body: JSON.stringify({
        address: {
          firstName: 'Katherine',
          lastName: 'Johnson',
          email: shopper.email,
          street: '1 Langley Blvd',
          city: 'Hampton',
          state: 'VA',
          zipcode: '23681',
          country: 'United States',
          phone: '+1 757 555 0199',
        },
        items: [{ productId: product._id, size: size.sizeLabel, quantity }],
        amount,
      }),
    });
    return { id: placed.order._id, amount: placed.order.amount };
  };
  const moveTo = (orderId: string, status: string) =>
    api('/api/order/status', {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken(journey.platform)}` },
      body: JSON.stringify({ orderId, status }),
    });

  beforeAll(async () => {
    shopper = await verifiedShopper(journey.platform, {
      name: 'Katherine Johnson',
      email: `katherine.${Date.now()}@example.com`,
      password: 'Orbit-1962-Glenn',
    });
    const { data } = await api<SearchAnswer>('/api/product/search?subcategory=Shoes&limit=12');
    product = data.find((candidate) =>
      candidate.shoeDetails?.sizes.some((size) => size.stock >= 4),
    )!;
    // Paid at the door; paid at the door and then refunded; not delivered yet, so not paid.
    paid = await placeOrder(2);
    refunded = await placeOrder(1);
    await placeOrder(1);
    await moveTo(paid.id, 'Delivered');
    await moveTo(refunded.id, 'Delivered');
    await moveTo(refunded.id, 'Refunded');
    mkdirSync(SHOTS, { recursive: true });
  }, 240_000);

  const card = (page: Page, label: string) =>
    page.locator('li', { has: page.getByText(label, { exact: true }) });

  async function openSalesTab(width: number, height: number): Promise<Page> {
    const page = await journey.browser.newPage({ viewport: { width, height } });
    await page.goto(journey.shop('/'));
    await page.evaluate(
      (token) => localStorage.setItem('token', token),
      adminToken(journey.platform),
    );
    await page.goto(journey.shop('/admin/analytics'));
    await page.getByRole('heading', { name: 'Analytics Dashboard' }).waitFor();
    await page.getByRole('tab', { name: 'sales' }).click();
    await page.getByRole('region', { name: 'Best Sellers' }).waitFor();
    return page;
  }

  /** The events may still be on their way: a pushed change reloads the open tab. */
  const figureReads = (page: Page, label: string, text: string) =>
    card(page, label).getByText(text, { exact: true }).waitFor({ timeout: SETTLED_WITHIN_MS });

  it.each([
    [1280, 800],
    [390, 844],
  ])('shows the paid order, its best seller and the refund at %ix%i', async (width, height) => {
    const page = await openSalesTab(width, height);
    await figureReads(page, 'Revenue (USD)', usd(paid.amount));
    await figureReads(page, 'Refunds (USD)', usd(refunded.amount));

    const value = async (label: string) =>
      (await card(page, label).locator('strong').textContent()) ?? '';
    expect(await value('Orders')).toBe('1');
    expect(await value('Average Order Value (USD)')).toBe(usd(paid.amount));
    expect(await card(page, 'Refunds (USD)').textContent()).toContain(
      '1 paid order cancelled or refunded',
    );
    // Conversion: the one paid order over the visits the shop recorded in the range.
    const note = (await card(page, 'Conversion').textContent()) ?? '';
    const visits = Number(/1 order \/ (\d+) visits?/.exec(note)?.[1]);
    expect(visits).toBeGreaterThan(0);
    expect(await value('Conversion')).toBe(`${Math.round((1 / visits) * 10_000) / 100}%`);

    const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
    const rows = await bestSellers.getByRole('row').allTextContents();
    expect(rows).toEqual([
      'ProductUnitsRevenue (USD)',
      `${product.name}2${usd(product.effectivePrice * 2)}`,
    ]);
    await page.getByText(/Amounts in US dollars \(USD\), as charged\./).waitFor();
    await page
      .getByRole('region', { name: 'Revenue by Day (USD)' })
      .locator('svg')
      .first()
      .waitFor();
    await page.getByRole('region', { name: 'Orders by Day' }).locator('svg').first().waitFor();

    await expectNoViolations(page);
    await page.screenshot({ path: `${SHOTS}/sales-tab-${width}x${height}.png`, fullPage: true });
    await page.close();
  });
});
