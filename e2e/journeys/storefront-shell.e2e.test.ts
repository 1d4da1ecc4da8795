import type { Page } from 'playwright-core';
import { adminToken, shopperToken } from '../support/shopper-token';
import { recordingPage, signIn, useJourney } from '../support/journey';

jest.setTimeout(90000);

const FALLBACK_TEXT = 'This part of the shop is unavailable right now.';

/** A client-side navigation, as a link would do it: the page is not reloaded. */
async function navigateWithinApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('a shopper on the composed storefront', () => {
  const journey = useJourney();
  let page: Page;
  const requested: string[] = [];

  beforeAll(async () => {
    page = await recordingPage(journey.browser, requested);
  });

  const adminOrigin = () => `:${journey.platform.ports['mf-admin']}/`;
  // Product cards of the grid (the COLLECTION menu also links products, by name).
  const productLinks = () => page.locator('main a[href^="/product/"]:has(img)');

  it('sees the product grid with images from the catalogue', async () => {
    await page.goto(journey.shop('/collection'));
    await productLinks().first().waitFor();
    expect(await productLinks().count()).toBeGreaterThanOrEqual(10);

    const firstImage = productLinks().locator('img').first();
    await firstImage.waitFor();
    await page.waitForFunction(
      () => {
        const img = document.querySelector<HTMLImageElement>('main a[href^="/product/"] img');
        return !!img && img.complete && img.naturalWidth > 0;
      },
      undefined,
      { timeout: 15000 },
    );
    expect(await firstImage.getAttribute('src')).toContain('/uploads/');
  });

  it('finds product names grouped under COLLECTION in the navbar', async () => {
    await page.getByRole('link', { name: 'COLLECTION', exact: true }).first().hover();
    const menu = page.locator('header');
    await menu.getByText('Shoes', { exact: true }).first().waitFor();
    const names = menu.locator('a[href^="/product/"]');
    // The names are asked for when the menu opens; until they come it offers the category links.
    await names.first().waitFor();
    expect(await names.count()).toBeGreaterThan(10);
    expect(await names.count()).toBeLessThanOrEqual(25);
    await page.mouse.move(640, 880);
  });

  it('opens a product and comes back to the grid', async () => {
    const link = productLinks().first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(`**${href}`);
    await page.getByRole('button', { name: /add to cart/i }).waitFor();

    await page.goBack();
    await page.waitForURL('**/collection');
    await productLinks().first().waitFor();
  });

  it('may crawl the storefront but not the back office (robots.txt)', async () => {
    const answer = await fetch(journey.shop('/robots.txt'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = await answer.text();
    expect(rules).toMatch(/^User-agent: \*$/m);
    expect(rules).toMatch(/^Disallow: \/admin$/m);
    expect(rules).not.toMatch(/^Disallow: \/$/m);
  });

  it('downloads no back-office code on shopper pages', async () => {
    await page.goto(journey.shop('/'));
    await page.waitForLoadState('networkidle');
    await page.goto(journey.shop('/collection'));
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => url.includes(adminOrigin()))).toEqual([]);
  });

  it('sends a visitor without a token from /admin to /login, fetching nothing of mf-admin', async () => {
    await page.goto(journey.shop('/admin/dashboard'));
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(requested.filter((url) => url.includes(adminOrigin()))).toEqual([]);
  });

  it('keeps the shop working while the back office is down, and Retry brings it back', async () => {
    await journey.platform.stopApp('mf-admin');
    await page.goto(journey.shop('/collection'));
    await productLinks().first().waitFor();
    // The admin gate opens /admin to an admin only, the server confirming the token.
    await signIn(page, adminToken(journey.platform));
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );

    await navigateWithinApp(page, '/admin');
    await page.getByText(FALLBACK_TEXT).waitFor();

    // The rest of the shop still answers (the back office's frame has no storefront navbar).
    await navigateWithinApp(page, '/collection');
    await productLinks().first().waitFor();

    await navigateWithinApp(page, '/admin');
    await page.getByText(FALLBACK_TEXT).waitFor();

    await journey.platform.startApp('mf-admin');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Admin Panel').first().waitFor();
    expect(await page.getByText(FALLBACK_TEXT).count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });

  it("adds to the cart from the product page and the shell's badge follows", async () => {
    await page.goto(journey.shop('/collection'));
    await signIn(page, shopperToken(journey.platform));
    await page.goto(journey.shop('/collection'));
    const badge = page.getByTestId('cart-count');
    const before = Number((await badge.textContent().catch(() => '0')) || 0);

    await productLinks().first().click();
    await page.getByRole('button', { name: /add to cart/i }).waitFor();
    const sizes = page.getByRole('group', { name: 'Select size' }).getByRole('button');
    if (await sizes.count()) await sizes.first().click();
    await page.getByRole('button', { name: /add to cart/i }).click();

    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="cart-count"]')?.textContent === String(expected),
      before + 1,
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') || '{}'));
    expect(Object.keys(stored)).toHaveLength(1);
  });
});
