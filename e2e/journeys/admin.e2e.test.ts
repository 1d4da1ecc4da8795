import { readFileSync } from 'node:fs';
import { orderNumber, orderTotals } from '@shop/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { call, verifiedShopper, type Shopper } from '../support/accounts';
import { closeJourney, openJourney } from '../support/journey';
import { E2E_ADMIN, type TestPlatform } from '../support/test-platform';

jest.setTimeout(120_000);

interface SearchAnswer {
  data: Array<{
    _id: string;
    name: string;
    effectivePrice: number;
    shoeDetails?: { sizes: Array<{ sizeLabel: string; stock: number }> };
    jacketDetails?: { sizes: Array<{ sizeLabel: string; stock: number }> };
  }>;
}

/** Splits CSV text into rows of cells (quoted cells, doubled quotes, line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe('an admin runs the shop from the back office', () => {
  let platform: TestPlatform;
  let browser: Browser;
  let admin: Page;
  let shopperContext: BrowserContext;
  let shopperPage: Page;
  let shopper: Shopper;
  let orderId: string;
  const shopperRequests: string[] = [];

  const shop = (path: string) => `${platform.urls.shop}${path}`;
  const api = <T>(path: string, init: RequestInit = {}) => call<T>(platform, path, init);

  beforeAll(async () => {
    ({ platform, browser } = await openJourney());
    shopper = await verifiedShopper(platform, {
      name: 'Grace Hopper',
      email: `grace.${Date.now()}@example.com`,
      password: 'Cobol-1959-Navy',
    });
    // The shopper keeps measurements and orders a pair, as on the storefront.
    await api('/api/measurements', {
      method: 'POST',
      headers: { token: shopper.token },
      body: JSON.stringify({ category: 'Women', unit: 'cm', chest: 92, height: 168, weight: 61 }),
    });
    const { data } = await api<SearchAnswer>('/api/product/search?subcategory=Shoes&limit=12');
    const product = data.find((candidate) =>
      candidate.shoeDetails?.sizes.some((size) => size.stock > 0),
    )!;
    const size = product.shoeDetails!.sizes.find((candidate) => candidate.stock > 0)!;
    const placed = await api<{ order: { _id: string } }>('/api/order/place', {
      method: 'POST',
      headers: { token: shopper.token },
      body: JSON.stringify({
        address: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: shopper.email,
          street: '1 Harbor Way',
          city: 'Arlington',
          state: 'VA',
          zipcode: '22202',
          country: 'United States',
          phone: '+1 703 555 0101',
        },
        items: [{ productId: product._id, size: size.sizeLabel, quantity: 1 }],
        amount: orderTotals([{ unitPrice: product.effectivePrice, quantity: 1 }]).amount,
      }),
    });
    orderId = placed.order._id;

    shopperContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    shopperContext.on('request', (request) => shopperRequests.push(request.url()));
    shopperPage = await shopperContext.newPage();
    await shopperPage.goto(shop('/'));
    await shopperPage.evaluate((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('surveyCompleted', 'true');
    }, shopper.token);

    const adminContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    admin = await adminContext.newPage();
  }, 240_000);

  afterAll(() => closeJourney({ platform, browser }));

  it('logs in through the shop’s login form and lands on the back office', async () => {
    await admin.goto(shop('/login'));
    await admin.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
    await admin.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.waitForURL('**/admin/dashboard');
    await admin.getByText('Admin Panel').first().waitFor();
    await admin.getByRole('heading', { name: 'Add New Product' }).waitFor();
  });

  const jacket = `Journey Lambskin Bomber ${Date.now().toString(36)}`;

  it('adds a jacket with two images and two sizes', async () => {
    const picture = (background: string) =>
      sharp({ create: { width: 640, height: 800, channels: 3, background } })
        .png()
        .toBuffer();
    await admin.getByLabel('Product Name').fill(jacket);
    await admin
      .getByLabel('Product Description')
      .fill('A lambskin bomber with a ribbed collar, cut and stitched by hand.');
    await admin.getByLabel('Brand').fill('Leather & Last');
    await admin.getByLabel('Category', { exact: true }).selectOption('Women');
    await admin.getByLabel('Subcategory', { exact: true }).selectOption('Jackets');
    await admin.getByLabel('Material', { exact: true }).fill('Lambskin');
    await admin
      .getByRole('group', { name: 'Sizes' })
      .getByRole('button', { name: 'S', exact: true })
      .click();
    await admin
      .getByRole('group', { name: 'Sizes' })
      .getByRole('button', { name: 'M', exact: true })
      .click();
    await admin.getByLabel('Stock for S').fill('4');
    await admin.getByLabel('Stock for M').fill('6');
    await admin.getByLabel('Base Price').fill('240');
    await admin.getByLabel('Product Images').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await picture('#6b3e26') },
      { name: 'back.png', mimeType: 'image/png', buffer: await picture('#2b1d14') },
    ]);
    await admin.getByRole('button', { name: 'ADD PRODUCT' }).click();
    await admin.getByText('Product added successfully').waitFor({ timeout: 30_000 });
  });

  it('finds it in the list, changes its price and removes an image; the shop shows the new price at once', async () => {
    await admin.getByRole('link', { name: 'Products' }).click();
    await admin.getByLabel('Search products').fill(jacket);
    const row = admin.getByRole('row', { name: new RegExp(jacket) });
    await row.waitFor();
    await row.getByRole('button', { name: `Edit ${jacket}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Product' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Product Name').inputValue()).toBe(jacket);
    await dialog.getByLabel('Base Price').fill('199.5');
    await dialog.getByRole('button', { name: 'Remove' }).nth(1).click();
    await dialog.getByText('Will be removed').waitFor();
    await dialog.getByRole('button', { name: 'UPDATE PRODUCT' }).click();
    await admin.getByText('Product updated successfully').waitFor({ timeout: 30_000 });
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('$199.50').waitFor();

    const { data } = await api<SearchAnswer>(
      `/api/product/search?q=${encodeURIComponent(jacket)}&limit=1`,
    );
    const product = await api<{ data: { images: unknown[]; jacketDetails: unknown } }>(
      `/api/product/${data[0]._id}`,
    );
    expect(product.data.images).toHaveLength(1);
    await shopperPage.goto(shop(`/product/${data[0]._id}`));
    await shopperPage.getByRole('heading', { name: jacket }).waitFor();
    await shopperPage.getByText('$199.50').first().waitFor();
  });

  it('moves the shopper’s order on, and the shopper sees it on /orders', async () => {
    await admin.getByRole('link', { name: 'Orders' }).click();
    const card = admin.getByRole('article', { name: `Order #${orderNumber(orderId)}` });
    await card.waitFor();
    const status = card.getByLabel(/^Status of order #/);
    // A change taken back from its toast, then made again.
    await status.selectOption('Delivered');
    await admin.getByRole('button', { name: 'Undo' }).click();
    await admin.waitForFunction(
      (id) =>
        document.querySelector<HTMLSelectElement>(`[aria-label="Order #${id}"] select`)?.value ===
        'Order Placed',
      orderNumber(orderId),
    );
    // Cancelling asks first; keeping the order changes nothing.
    await status.selectOption('Cancelled');
    await admin.getByRole('dialog', { name: /^Cancel order #/ }).waitFor();
    await admin.getByRole('button', { name: 'Keep order' }).click();
    expect(await status.inputValue()).toBe('Order Placed');

    await status.selectOption('Shipped');
    await admin.getByText('Order status updated successfully').first().waitFor();
    await admin.waitForFunction(
      (id) =>
        document.querySelector<HTMLSelectElement>(`[aria-label="Order #${id}"] select`)?.value ===
        'Shipped',
      orderNumber(orderId),
    );

    await shopperPage.goto(shop('/orders'));
    await shopperPage.getByText('Shipped').first().waitFor();
  });

  it('finds the shopper among the customers, with the order in their details', async () => {
    await admin.getByRole('link', { name: 'Customers' }).click();
    await admin.getByRole('heading', { name: 'Customer Management' }).waitFor();
    await admin.getByPlaceholder('Search by name or email...').fill(shopper.email);
    await admin.getByPlaceholder('Search by name or email...').press('Enter');
    const row = admin.getByRole('row', { name: new RegExp(shopper.name) });
    await row.waitFor();
    await row.getByRole('button', { name: `View ${shopper.name}` }).click();
    const details = admin.getByRole('dialog', { name: 'Customer Details' });
    await details.waitFor();
    await details.getByText(`Order #${orderNumber(orderId)}`).waitFor();
    await details.getByText('Shipped').first().waitFor();
    await details.getByRole('button', { name: 'Close' }).first().click();
    await details.waitFor({ state: 'detached' });
  });

  it('exports the page as CSV, its rows those of the table', async () => {
    await admin.getByPlaceholder('Search by name or email...').fill('');
    await admin.getByPlaceholder('Search by name or email...').press('Enter');
    await admin.getByRole('row', { name: new RegExp(shopper.name) }).waitFor();
    const shown = await admin
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => row.querySelector('td span:nth-child(2)')?.textContent ?? ''),
      );
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^customers_\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parseCsv(readFileSync((await download.path())!, 'utf8'));
    expect(header).toEqual([
      'Name',
      'Email',
      'Email Verified',
      'Registration Date',
      'Total Orders',
      'Total Spent',
      'Source',
      'Categories',
    ]);
    expect(rows.map((row) => row[1])).toEqual(shown);
    const mine = rows.find((row) => row[1] === shopper.email)!;
    expect(mine[0]).toBe(shopper.name);
    expect(mine[4]).toBe('1');
  });

  it('browses the customers’ measurements', async () => {
    await admin.getByRole('link', { name: 'Measurements' }).click();
    await admin.getByRole('heading', { name: 'Customer Measurements' }).waitFor();
    const row = admin.getByRole('button', { name: new RegExp(shopper.name) });
    await row.click();
    expect(await row.getAttribute('aria-expanded')).toBe('true');
    await admin.getByText('61 kg').waitFor();
  });

  it('never sent the shopper’s browser anything of mf-admin', () => {
    const adminOrigin = `:${platform.ports['mf-admin']}/`;
    expect(shopperRequests.length).toBeGreaterThan(0);
    expect(shopperRequests.filter((url) => url.includes(adminOrigin))).toEqual([]);
  });
});
