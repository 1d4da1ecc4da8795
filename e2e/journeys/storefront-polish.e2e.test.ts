import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Product, ProductListResponse } from '@shop/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoViolations } from '../support/axe';
import { signIn, useJourney } from '../support/journey';
import { adminToken, shopperToken } from '../support/shopper-token';

jest.setTimeout(180_000);

// Screenshots land here for a person to look at; set SCREENSHOT_DIR to keep them elsewhere.
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/shots/polish';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const VIEWPORTS = [PHONE, DESKTOP];

describe('the storefront’s rough edges, smoothed', () => {
  // The shop's own default currency, rupees, so the menu's picker has a choice to change.
  const journey = useJourney({ browser: { displayCurrency: null } });
  let product: Product;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const answer = await fetch(`${journey.platform.urls.api}/api/product/search?limit=24`);
    const { data } = (await answer.json()) as ProductListResponse;
    product = data.find(
      (p) => p.stockQuantity > 0 && p.shoeDetails?.sizes.some((s) => s.available && s.stock > 0),
    )!;
  });

  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });

  /** A tab at `viewport`, signed in as a shopper who answered the survey, or a visitor. */
  async function openTab(viewport: { width: number; height: number }, { signedIn = true } = {}) {
    const context = await journey.browser.newContext({ viewport, reducedMotion: 'reduce' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(journey.shop('/faq'));
    if (signedIn) await signIn(page, shopperToken(journey.platform));
    else await page.evaluate(() => localStorage.setItem('surveyCompleted', 'true'));
    return page;
  }

  const shot = (page: Page, name: string) =>
    page.screenshot({
      path: path.join(SCREENSHOTS, `${name}-${page.viewportSize()!.width}.png`),
    });

  describe('the menu of a phone', () => {
    it('offers search, Login and the currency to a visitor, focus kept in the drawer', async () => {
      const page = await openTab(PHONE, { signedIn: false });
      await page.goto(journey.shop('/about'));
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor();
      const account = drawer.getByRole('region', { name: 'Account' });
      expect(await account.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
        '/login',
      );
      const picker = drawer.getByRole('combobox', { name: 'Country and currency' });
      expect(await picker.inputValue()).toBe('PKR');
      await shot(page, 'menu-visitor');
      await expectNoViolations(page);

      // Tab goes round the drawer, never out of it.
      for (let step = 0; step < 14; step += 1) {
        await page.keyboard.press('Tab');
        expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(
          true,
        );
      }

      await picker.selectOption('EUR');
      expect(await page.evaluate(() => localStorage.getItem('displayCurrency'))).toBe('EUR');
      await drawer.getByRole('link', { name: 'Search products' }).click();
      await page.getByRole('searchbox', { name: 'Search products' }).waitFor();
      expect(await drawer.count()).toBe(0);
      // The currency chosen in the menu is the one the footer shows.
      expect(
        await page
          .locator('footer')
          .getByRole('combobox', { name: 'Country and currency' })
          .inputValue(),
      ).toBe('EUR');
    });

    it('offers a customer My Profile, Orders, Logout and Log out everywhere', async () => {
      const page = await openTab(PHONE);
      await page.goto(journey.shop('/about'));
      await page.getByRole('button', { name: 'Open menu' }).click();
      const account = page.getByRole('dialog', { name: 'Menu' }).getByRole('region', {
        name: 'Account',
      });
      await account.getByRole('link', { name: 'My Profile' }).waitFor();
      await account.getByRole('link', { name: 'Orders' }).waitFor();
      await account.getByRole('button', { name: 'Log out everywhere' }).waitFor();
      await shot(page, 'menu-customer');
      await expectNoViolations(page);
      await account.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(journey.shop('/'));
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });

    it('is not offered on a wide screen, whose navbar has the search and the account menu', async () => {
      const page = await openTab(DESKTOP);
      await page.goto(journey.shop('/about'));
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
      await page.getByRole('link', { name: 'Search', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
    });
  });

  describe.each(VIEWPORTS)('at $width px', (viewport) => {
    it('names a search’s words in the heading and the tab', async () => {
      const page = await openTab(viewport);
      await page.goto(journey.shop('/collection?search=1'));
      await page.getByRole('searchbox', { name: 'Search products' }).fill('boot');
      await page.getByRole('heading', { level: 1, name: 'Results for “boot”' }).waitFor();
      await page.waitForFunction(() => document.title.startsWith('Results for “boot”'));
      await page.locator('main ul[aria-label="Products"] > li').first().waitFor();
      await shot(page, 'search-title');
      await expectNoViolations(page);
    });

    it('shows an empty cart as its empty state alone', async () => {
      const page = await openTab(viewport);
      await page.goto(journey.shop('/cart'));
      await page.getByText('Your cart is empty').waitFor();
      expect(await page.getByRole('complementary', { name: 'Cart Totals' }).count()).toBe(0);
      expect(await page.getByText(/PKR\s*0/).count()).toBe(0);
      await shot(page, 'empty-cart');
      await expectNoViolations(page);
      await page.getByRole('link', { name: 'Continue Shopping' }).click();
      await page.waitForURL(journey.shop('/collection'));
    });

    it('says a missing size next to the sizes and takes focus there', async () => {
      const page = await openTab(viewport);
      await page.goto(journey.shop(`/product/${product._id}`));
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await page.getByRole('button', { name: 'Add to cart' }).first().click();
      const sizes = page.getByRole('group', { name: 'Select size' });
      await sizes.getByText('Please select a size').waitFor();
      const focused = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        const described = document.getElementById(active.getAttribute('aria-describedby') ?? '');
        return {
          inSizes: !!active.closest('[aria-labelledby="size-picker-label"]'),
          description: described?.textContent,
        };
      });
      expect(focused).toEqual({ inSizes: true, description: 'Please select a size' });
      await shot(page, 'size-required');
      await expectNoViolations(page);
    });

    it('says why the footer’s Accessories are empty, and names the filters that match nothing', async () => {
      const page = await openTab(viewport);
      await page.goto(journey.shop('/'));
      await page.locator('footer').getByRole('link', { name: 'Accessories' }).click();
      await page.getByRole('heading', { name: 'No accessories yet' }).waitFor();
      await page.getByText('No products found in Accessories for now').waitFor();
      await shot(page, 'empty-category');
      await expectNoViolations(page);
      await page.getByRole('link', { name: 'Browse the whole collection' }).click();
      await page.locator('main ul[aria-label="Products"] > li').first().waitFor();

      await page.goto(journey.shop('/collection?category=Women&maxPrice=1'));
      await page.getByRole('heading', { name: 'No products found' }).waitFor();
      await page.getByText('Nothing matches Women, priced up to 1.').waitFor();
      await shot(page, 'no-match');
      await expectNoViolations(page);
    });
  });

  describe.each(VIEWPORTS)('the back office at $width px', (viewport) => {
    /** An admin's tab on the products list, the edit dialog open on the product. */
    async function editIn({ name, sku }: Product) {
      const context = await journey.browser.newContext({ viewport, reducedMotion: 'reduce' });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(journey.shop('/faq'));
      await signIn(page, adminToken(journey.platform));
      await page.goto(journey.shop('/admin/list'));
      await page.getByLabel('Search products').fill(name);
      // Colours of one model share its name: the row is the one of its SKU.
      await page
        .getByRole('row')
        .filter({ hasText: sku! })
        .getByRole('button', { name: `Edit ${name}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit Product' });
      await dialog.getByLabel('Product Name').waitFor();
      return { page, dialog };
    }

    it('refuses a stale edit in general words, and Reload keeps the admin’s own changes', async () => {
      const answer = await fetch(`${journey.platform.urls.api}/api/product/search?limit=24`);
      const { data } = (await answer.json()) as ProductListResponse;
      const edited = data[viewport === PHONE ? 2 : 3];
      const mine = await editIn(edited);
      const theirs = await editIn(edited);

      const renamed = `${edited.name} II`;
      await mine.dialog.getByLabel('Product Name').fill(renamed);
      const raised = String(edited.price.base + 25);
      await theirs.dialog.getByLabel('Base Price').fill(raised);
      await theirs.dialog.getByRole('button', { name: 'UPDATE PRODUCT' }).click();
      await theirs.page.getByText('Product updated successfully').waitFor({ timeout: 30_000 });

      await mine.dialog.getByRole('button', { name: 'UPDATE PRODUCT' }).click();
      const refusal = mine.dialog.getByRole('alert').filter({ hasText: 'changed by someone else' });
      await refusal.waitFor({ timeout: 30_000 });
      expect(await refusal.innerText()).not.toMatch(/stock/i);
      await shot(mine.page, 'admin-stale-refusal');
      await expectNoViolations(mine.page);

      await mine.dialog.getByRole('button', { name: 'Reload' }).click();
      const notice = mine.dialog.getByRole('status').filter({ hasText: 'Reloaded' });
      await notice.waitFor();
      expect(await notice.innerText()).toContain(`Base Price: ${edited.price.base} → ${raised}`);
      expect(await notice.innerText()).toContain('Your changes, kept: Product Name.');
      expect(await mine.dialog.getByLabel('Product Name').inputValue()).toBe(renamed);
      expect(await mine.dialog.getByLabel('Base Price').inputValue()).toBe(raised);
      await shot(mine.page, 'admin-reloaded');
      await expectNoViolations(mine.page);

      await mine.dialog.getByRole('button', { name: 'UPDATE PRODUCT' }).click();
      await mine.page.getByText('Product updated successfully').waitFor({ timeout: 30_000 });
      const saved = (await (
        await fetch(`${journey.platform.urls.api}/api/product/${edited._id}`)
      ).json()) as { data: Product };
      expect(saved.data.name).toBe(renamed);
      expect(saved.data.price.base).toBe(Number(raised));
    });
  });
});
