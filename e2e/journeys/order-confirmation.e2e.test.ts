import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { orderNumber, orderTotals, type Product } from '@shop/contracts';
import { formatPrice } from '@shop/storefront-sdk';
import type { Page } from 'playwright-core';
import { ADDRESS } from '../platform/shop-calls';
import { mailTo } from '../support/accounts';
import { signIn, useJourney } from '../support/journey';
import { shopperToken } from '../support/shopper-token';
import { E2E_ADMIN } from '../support/test-platform';
import { fillDeliveryAddress } from '../support/delivery-form';

jest.setTimeout(180_000);

// Screenshots land here for a person to look at; set SCREENSHOT_DIR to keep them elsewhere.
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/shots/confirm';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const QUANTITY = 2;

interface Placed {
  orderId: string;
  email: string;
}

describe('the confirmation of an order, on screen and by mail', () => {
  // The shop's own default currency (rupees): the total shows in it, the charge in US dollars.
  const journey = useJourney({ browser: { displayCurrency: null } });
  let shoe: Product;
  let size: string;
  const placed: Placed[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const res = await fetch(`${journey.platform.urls.api}/api/product/search?limit=48`);
    const { data } = (await res.json()) as { data: Product[] };
    shoe = data.find((product) =>
      Boolean(
        product.color &&
        product.shoeDetails?.sizes.some((entry) => entry.available && entry.stock >= 4),
      ),
    )!;
    size = shoe.shoeDetails!.sizes.find((entry) => entry.available && entry.stock >= 4)!.sizeLabel;
  });

  const amount = () => orderTotals([{ unitPrice: shoe.effectivePrice, quantity: QUANTITY }]).amount;

  /** Places a cash-on-delivery order of two pairs through the checkout page. */
  async function placeOrder(page: Page, email: string): Promise<string> {
    await page.goto(journey.shop('/'));
    await signIn(page, shopperToken(journey.platform));
    await page.evaluate(
      ([id, label, quantity]) =>
        localStorage.setItem('cartItems', JSON.stringify({ [id]: { [label]: quantity } })),
      [shoe._id, size, QUANTITY] as const,
    );
    await page.goto(journey.shop('/place-order'));
    await fillDeliveryAddress(page, { ...ADDRESS, email });
    await page.getByLabel('Cash on delivery').check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.pathname === '/orders');
    const orderId = new URL(page.url()).searchParams.get('placed');
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
    return orderId!;
  }

  for (const viewport of VIEWPORTS) {
    it(`confirms a cash-on-delivery order at ${viewport.width}px, on screen and by mail`, async () => {
      const page = await journey.browser.newPage({ viewport });
      const email = `sam.${viewport.width}.${Date.now()}@example.com`;
      const orderId = await placeOrder(page, email);
      const number = orderNumber(orderId);
      placed.push({ orderId, email });

      const heading = page.getByRole('heading', {
        name: `Thank you — order #${number} is confirmed`,
      });
      await heading.waitFor();
      await page.getByText('Order placed successfully').waitFor();
      expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
      const panel = page.getByRole('region', { name: `Thank you — order #${number} is confirmed` });
      const line = panel.getByRole('listitem');
      await line.getByText(shoe.name, { exact: true }).waitFor();
      expect(await line.getByText(`Size: ${size}`).count()).toBe(1);
      expect(await line.getByText(`Colour: ${shoe.color}`).count()).toBe(1);
      expect(await line.getByText(`Quantity: ${QUANTITY}`).count()).toBe(1);
      expect(await panel.getByText(ADDRESS.street).count()).toBe(1);
      expect(await panel.getByText('Cash on Delivery, paid when it arrives').count()).toBe(1);
      const total = panel.locator('dt:text-is("Total") + dd');
      await total.getByText(formatPrice(amount(), 'PKR'), { exact: true }).waitFor();
      expect(await panel.getByTestId('confirmation-charged').textContent()).toBe(
        `Charged in USD: ${formatPrice(amount())}`,
      );
      await page.screenshot({
        path: path.join(SCREENSHOTS, `order-confirmation-${viewport.width}.png`),
      });

      // The address keeps it: a reload shows it again, until it is dismissed.
      await page.reload();
      await heading.waitFor();
      await page.getByRole('button', { name: 'Dismiss order confirmation' }).click();
      await heading.waitFor({ state: 'detached' });
      expect(new URL(page.url()).search).toBe('');
      await page.getByText(`Order #${number}`).first().waitFor();

      const mail = await mailTo(journey.platform, email);
      expect(mail.subject).toContain(`#${number}`);
      expect(mail.text).toContain(
        `${shoe.name} (Size ${size} · Colour ${shoe.color} · Quantity 2)`,
      );
      expect(mail.text).toContain(`Total charged: ${formatPrice(amount())} USD`);
      expect(mail.text).toContain(ADDRESS.street);
      await page.close();
    });
  }

  it('tells the shopper once that the order is on its way when the admin marks it Shipped', async () => {
    const { orderId, email } = placed[placed.length - 1];
    const number = orderNumber(orderId);
    const context = await journey.browser.newContext({ viewport: VIEWPORTS[1] });
    const admin = await context.newPage();
    await admin.goto(journey.shop('/login'));
    await admin.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
    await admin.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.waitForURL('**/admin/dashboard');
    await admin.getByRole('link', { name: 'Orders' }).click();
    const card = admin.getByRole('article', { name: `Order #${number}` });
    await card.waitFor();
    await card.getByLabel(`Status of order #${number}`).selectOption('Shipped');
    await admin.getByText('Order status updated successfully').first().waitFor();

    const mail = await mailTo(journey.platform, email, 2);
    expect(mail.subject).toContain(`#${number} is on its way`);
    expect(mail.text).toContain(`${shoe.name} (Size ${size} · Colour ${shoe.color} · Quantity 2)`);
    await context.close();
  });
});
