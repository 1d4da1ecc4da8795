import type { Page } from 'playwright-core';
import { eventually } from '../platform/shop-calls';
import { signIn, useJourney } from '../support/journey';
import { shopperToken } from '../support/shopper-token';

jest.setTimeout(90000);

const FOOTER_PAGES = [
  '/care',
  '/gift-cards',
  '/press',
  '/reviews',
  '/locations',
  '/ambassadors',
  '/accessibility',
  '/terms',
  '/privacy',
];
const HERO_ROTATION_MS = 5000;
// Screenshots land here for a person to look at; set SCREENSHOT_DIR to keep them elsewhere.
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
/** Whether two boxes on the screen share any of it. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;

/** The label of the hero's slide on show, once the hero is drawn. */
const shownSlide = (page: Page) =>
  page.locator('[aria-roledescription="slide"][aria-hidden="false"]').getAttribute('aria-label');

/** Moves the page's clock past the hero's next rotation, the pointer off the hero. */
async function runPastRotation(page: Page) {
  await page.mouse.move(0, 0);
  await page.clock.runFor(HERO_ROTATION_MS + 1000);
}

const accessibilityModeOn = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('accessibility-mode'));

describe('the storefront frame', () => {
  const journey = useJourney();

  async function openPage(width: number, path = '/') {
    const page = await journey.browser.newPage({
      viewport: { width, height: width < 640 ? 844 : 900 },
    });
    await page.goto(journey.shop(path));
    await page.locator('footer').waitFor();
    // The footer comes in the page the server sent; it answers clicks once the browser has
    // taken the page over, with the shell's code and the page's own in.
    await page.waitForLoadState('networkidle');
    return page;
  }

  it('leads from every footer link to a page with its own heading and title', async () => {
    const page = await openPage(1280);
    let previous = '';
    for (const path of FOOTER_PAGES) {
      await page.locator(`footer a[href="${path}"]`).first().click();
      await page.waitForURL(`**${path}`);
      // Each page is fetched when opened: wait for its own heading, not the last page's.
      await page.waitForFunction((last) => {
        const text = document.querySelector('main h1')?.textContent?.trim();
        return !!text && text !== last;
      }, previous);
      // The tab's title follows the heading the page has drawn.
      await page.waitForFunction(() => {
        const heading = document.querySelector('main h1')?.textContent?.trim();
        return !!heading && document.title === `${heading} · Leather & Last`;
      });
      // Focus follows the reader to the new page's heading, and the page is announced.
      await page.waitForFunction(
        () => document.activeElement === document.querySelector('main h1'),
      );
      await page.waitForFunction(
        () =>
          document.querySelector('[role="status"][aria-label="Page"]')?.textContent ===
          document.title,
      );
      previous = (await page.locator('main h1').textContent())?.trim() ?? '';
      expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(3);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/chrome-privacy-1280.png`, fullPage: true });
    await page.close();
  });

  it('offers "Skip to content" on the first Tab, which moves focus to the main content', async () => {
    const page = await openPage(1280, '/care');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.close();
  });

  it('opens COLLECTION from the keyboard, keeps focus in it as the names arrive, closes on Escape', async () => {
    const page = await openPage(1280, '/press');
    const collection = page.getByRole('link', { name: 'COLLECTION', exact: true }).first();
    const panel = page.locator('header a[href="/collection"]').first().locator('xpath=..');
    const focusInPanel = () =>
      panel.evaluate(
        (dropdown) =>
          dropdown.contains(document.activeElement) && document.activeElement?.tagName === 'A',
      );

    await collection.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focusInPanel()).toBe(true);
    // The product names replace the category links once they arrive; focus stays in the panel.
    await panel.locator('a[href^="/product/"]').first().waitFor();
    expect(await focusInPanel()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusInPanel()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/chrome-collection-keyboard-1280.png` });

    await page.keyboard.press('Escape');
    const toggle = page.getByRole('button', { name: 'Collection menu' });
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    // The panel fades out, then is hidden.
    await panel.locator('a[href^="/product/"]').first().waitFor({ state: 'hidden', timeout: 2000 });
    await page.close();
  });

  it('keeps Add to cart at hand at 390 px once the page’s own has scrolled away, beside the chat button', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(journey.shop('/'));
    await signIn(page, shopperToken(journey.platform));
    await page.goto(journey.shop('/collection'));
    await page.locator('main ul[aria-label="Products"] a').first().click();
    const add = page.getByRole('button', { name: 'Add to cart' }).first();
    await add.waitFor();
    await page.getByRole('group', { name: 'Select size' }).getByRole('button').first().click();
    const badge = page.getByTestId('cart-count');
    const before = Number((await badge.textContent()) || 0);

    const bar = page.getByRole('region', { name: 'Quick buy' });
    expect(await bar.isVisible()).toBe(false);
    await add.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom + 200));
    await bar.waitFor();
    // The bar shares the chat's dock, leaving the button its lane at the right end.
    const chat = (await page.getByRole('button', { name: 'Chat with us' }).boundingBox())!;
    for (const part of [bar.getByRole('button', { name: 'Add to cart' }), bar.getByText('$')]) {
      expect(overlap(chat, (await part.first().boundingBox())!)).toBe(false);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/quick-buy-390.png` });

    await bar.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="cart-count"]')?.textContent === String(expected),
      before + 1,
    );
    // Back at the page's own button, the bar goes.
    await add.scrollIntoViewIfNeeded();
    await bar.waitFor({ state: 'hidden' });

    // A wide window keeps the page's own button beside the gallery: no bar.
    await page.setViewportSize({ width: 1280, height: 800 });
    await add.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom + 200));
    // The page has seen its button go: the bar is no longer hidden, yet not drawn at this width.
    await page.locator('[aria-label="Quick buy"]:not([hidden])').waitFor({ state: 'attached' });
    expect(await bar.isVisible()).toBe(false);
    await page.close();
  });

  it('turns accessibility mode on from the footer, and keeps it after a reload', async () => {
    for (const width of [1280, 390]) {
      const page = await openPage(width, '/care');
      expect(await accessibilityModeOn(page)).toBe(false);
      const fontSize = () =>
        page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
      const before = await fontSize();

      const toggle = page.getByRole('button', { name: 'Accessibility mode' });
      await toggle.click();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect(await accessibilityModeOn(page)).toBe(true);
      expect(await fontSize()).toBeGreaterThan(before);

      await page.reload();
      await page.locator('footer').waitFor();
      expect(await accessibilityModeOn(page)).toBe(true);
      // The server cannot read the browser's setting: its footer says off until the browser
      // takes the page over.
      await page.getByRole('button', { name: 'Accessibility mode', pressed: true }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/chrome-care-a11y-${width}.png` });

      if (width === 1280) await page.clock.install();
      await page.goto(journey.shop('/'));
      await page.locator('main h2').first().waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/chrome-home-a11y-${width}.png` });
      if (width === 1280) {
        // The hero moves on every five seconds, except in accessibility mode: the page's clock
        // runs past a rotation at once, here and, to show that it would move, in the usual mode.
        const usual = await journey.browser.newPage({ viewport: { width, height: 900 } });
        await usual.clock.install();
        await usual.goto(journey.shop('/'));
        const first = await shownSlide(usual);
        await runPastRotation(usual);
        await eventually(async () => expect(await shownSlide(usual)).not.toBe(first));
        await usual.close();

        const still = await shownSlide(page);
        await runPastRotation(page);
        expect(await shownSlide(page)).toBe(still);
      }
      await page.close();
    }
  });

  it('keeps keyboard focus inside the mobile menu and gives it back on Escape', async () => {
    const page = await openPage(390, '/gift-cards');
    await page.screenshot({ path: `${SCREENSHOTS}/chrome-gift-cards-390.png`, fullPage: true });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await page.getByRole('button', { name: 'COLLECTION' }).click();
    await drawer.locator('#mobile-collection a').first().waitFor();
    await page.keyboard.press('Tab');
    await drawer.locator('#mobile-collection a[href^="/product/"]').first().waitFor();
    expect(await page.evaluate(() => !!document.activeElement?.closest('#mobile-collection'))).toBe(
      true,
    );
    await page.screenshot({ path: `${SCREENSHOTS}/chrome-menu-390.png` });

    const focusInside = () =>
      page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    expect(await focusInside()).toBe(true);
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside()).toBe(true);
    }

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.close();
  });
});
