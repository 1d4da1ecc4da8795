import path from 'node:path';
import { tmpdir } from 'node:os';
import type { Product, ProductListResponse } from '@shop/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, describeViolations, failing } from '../support/axe';
import { shopperToken } from '../support/shopper-token';
import { closeJourney, openJourney } from '../support/journey';
import type { TestPlatform } from '../support/test-platform';

jest.setTimeout(120000);

const SHOP_NAME = 'Leather & Last';

let platform: TestPlatform;
let browser: Browser;
/** A product in stock with a size to put in the cart. */
let product: Product;
let size: string;

beforeAll(async () => {
  ({ platform, browser } = await openJourney());
  const answer = await fetch(`${platform.urls.api}/api/product/search?limit=24`);
  const { data } = (await answer.json()) as ProductListResponse;
  product = data.find((p) => p.stockQuantity > 0 && p.shoeDetails?.sizes.some((s) => s.stock > 0))!;
  size = product.shoeDetails!.sizes.find((s) => s.available && s.stock > 0)!.sizeLabel;
}, 240000);

afterAll(() => closeJourney({ platform, browser }));

/**
 * A shopper's tab: signed in with the survey done and one item in the cart, or a visitor. Motion
 * is reduced so the carousels hold still while axe reads the colours.
 */
async function openTab(width: number, { signedIn = true } = {}) {
  const context = await browser.newContext({
    viewport: { width, height: width < 640 ? 844 : 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(`${platform.urls.shop}/faq`);
  await page.evaluate(
    ({ token, cart }) => {
      if (token) localStorage.setItem('token', token);
      localStorage.setItem('surveyCompleted', 'true');
      localStorage.setItem('cartItems', cart);
    },
    {
      token: signedIn ? shopperToken(platform) : null,
      cart: JSON.stringify({ [product._id]: { [size]: 1 } }),
    },
  );
  return { context, page };
}

/**
 * The footer is painted only once it nears the screen (content-visibility: auto), and a page the
 * server sent arrives whole, its footer far below the first screen: until a reader has scrolled
 * down to it, axe reads its light text against the page's background instead of its own.
 */
async function seeFooter(page: Page) {
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    document.querySelector('footer > *')?.checkVisibility({ contentVisibilityAuto: true }),
  );
}

async function visit(page: Page, route: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(`${platform.urls.shop}${route}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await seeFooter(page);
}

/** Fails with every serious or critical violation (and the guarded rules), one per line. */
async function expectNoViolations(page: Page, name: string) {
  const found = failing(await axeViolations(page));
  await page.screenshot({ path: path.join(tmpdir(), `a11y-${name}.png`), fullPage: true });
  expect(describeViolations(found)).toBe('');
}

/** Every storefront page names its tab and tells search engines what it holds. */
async function expectPageMeta(page: Page) {
  const meta = await page.evaluate(() => ({
    title: document.title,
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
    lang: document.documentElement.lang,
  }));
  expect(meta.title).toMatch(new RegExp(`^.+ · ${SHOP_NAME}$`));
  expect(meta.description?.length).toBeGreaterThan(40);
  expect(meta.lang).toBe('en');
}

const h1 = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

const PAGES: Array<{ name: string; route: () => string; ready: (page: Page) => Promise<unknown> }> =
  [
    {
      name: 'home',
      route: () => '/',
      ready: (page) => page.getByRole('list', { name: 'Featured products' }).waitFor(),
    },
    {
      name: 'collection',
      route: () => '/collection',
      ready: (page) => page.locator('main ul[aria-label="Products"] > li').first().waitFor(),
    },
    {
      name: 'product',
      route: () => `/product/${product._id}`,
      ready: (page) => h1(product.name)(page),
    },
    {
      name: 'cart',
      route: () => '/cart',
      ready: (page) =>
        page.getByRole('button', { name: `Remove ${product.name} (${size})` }).waitFor(),
    },
    { name: 'orders', route: () => '/orders', ready: h1('My Orders') },
    { name: 'faq', route: () => '/faq', ready: h1('Frequently Asked Questions') },
    { name: 'care', route: () => '/care', ready: (page) => page.locator('main h1').waitFor() },
  ];

describe.each([390, 1280])('the storefront at %i px: axe finds nothing serious', (width) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openTab(width));
  });
  afterAll(() => context?.close());

  it.each(PAGES.map((p) => [p.name, p]))('on %s', async (name, { route, ready }) => {
    await visit(page, route(), ready);
    await expectNoViolations(page, `${name}-${width}`);
    await expectPageMeta(page);
  });

  it('on /login, signed out', async () => {
    const visitor = await openTab(width, { signedIn: false });
    await visit(visitor.page, '/login', h1('Login'));
    await expectNoViolations(visitor.page, `login-${width}`);
    await expectPageMeta(visitor.page);
    await visitor.context.close();
  });

  it('with the chat open and answering', async () => {
    await visit(page, '/faq', h1('Frequently Asked Questions'));
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const chat = page.getByRole('dialog', { name: `Chat with ${SHOP_NAME}` });
    await chat.getByRole('button', { name: 'Care Tips' }).waitFor();
    await expectNoViolations(page, `chat-${width}`);
    await page.keyboard.press('Escape');
  });

  if (width < 1024) {
    it('with the mobile menu and its COLLECTION accordion open', async () => {
      await visit(page, '/care', (p) => p.locator('main h1').waitFor());
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: 'COLLECTION' }).click();
      await menu.locator('a[href^="/product/"]').first().waitFor();
      await expectNoViolations(page, `menu-${width}`);
    });
  }
});

describe('the storefront from the keyboard alone', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openTab(1280));
  });
  afterAll(() => context?.close());

  /** Tabs on until the element `selector` names holds focus (at most 60 presses). */
  async function tabTo(selector: string) {
    for (let presses = 0; presses < 60; presses += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((wanted) => !!document.activeElement?.matches(wanted), selector)) {
        return;
      }
    }
    throw new Error(`Tab never reached ${selector}`);
  }
  /** The focused element shows a ring a sighted keyboard user can follow. */
  const focusVisible = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (!active) return false;
      const style = getComputedStyle(active);
      return (
        active.matches(':focus-visible') &&
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) >= 2
      );
    });

  it('passes COLLECTION closed with Tab, opens it from its menu button, leaves with Escape', async () => {
    await visit(page, '/faq', h1('Frequently Asked Questions'));
    await tabTo('header nav a[href="/collection"]');
    expect(await focusVisible()).toBe(true);
    const panel = page.locator('header nav a[href="/collection"]').first().locator('xpath=..');
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Collection menu' });
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    // Closed, its names are not in the tab order: the next stop is the next navbar link.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('ABOUT');
    await page.keyboard.press('Shift+Tab');

    // Enter opens it and asks for its product names; Tab once they are in.
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await panel.locator('a[href^="/product/"]').first().waitFor();
    await page.keyboard.press('Tab');
    await page.waitForFunction(
      () => !!document.activeElement?.matches('header nav a[href^="/product/"]'),
    );
    const firstName = await page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).not.toBe(firstName);
    expect(await panel.evaluate((p) => p.contains(document.activeElement))).toBe(true);
    expect(await focusVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    // The panel fades out, then is hidden.
    await panel.locator('a[href^="/product/"]').first().waitFor({ state: 'hidden', timeout: 2000 });
  });

  it('opens one FAQ answer at a time with Enter and Space', async () => {
    await visit(page, '/faq', h1('Frequently Asked Questions'));
    await page.locator('main h1').click();
    await tabTo('main button[aria-expanded]');
    expect(await focusVisible()).toBe(true);
    const questions = page.locator('main button[aria-expanded]');
    /** Which questions are open, by position, once the page shows `expected`. */
    const openOnes = (expected: number[]) =>
      page.waitForFunction(
        (wanted) =>
          JSON.stringify(
            Array.from(document.querySelectorAll('main button[aria-expanded]')).flatMap(
              (button, i) => (button.getAttribute('aria-expanded') === 'true' ? [i] : []),
            ),
          ) === JSON.stringify(wanted),
        expected,
      );
    await page.keyboard.press('Enter');
    await openOnes([0]);
    const answer = await questions.nth(0).getAttribute('aria-controls');
    expect(await page.locator(`[id="${answer}"]`).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press(' ');
    await openOnes([1]);
    expect(await focusVisible()).toBe(true);
  });

  it('moves the hero on with its Next button and a dot, without a mouse', async () => {
    await visit(page, '/', (p) => p.getByRole('list', { name: 'Featured products' }).waitFor());
    await tabTo('button[aria-label="Next slide"]');
    expect(await focusVisible()).toBe(true);
    const showing = (label: string) =>
      page.locator(`[aria-roledescription="slide"][aria-hidden="false"][aria-label="${label}"]`);
    await page.keyboard.press('Enter');
    await showing('2 of 3').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Show slide 3' }).focus();
    await page.keyboard.press('Enter');
    await showing('3 of 3').waitFor({ state: 'attached' });
    const dot = await page.getByRole('button', { name: 'Show slide 1' }).boundingBox();
    expect(Math.min(dot!.width, dot!.height)).toBeGreaterThanOrEqual(24);
  });
});

describe('what search engines read', () => {
  it('finds the product as schema.org Product data that matches the product', async () => {
    const { context, page } = await openTab(1280, { signedIn: false });
    await visit(page, `/product/${product._id}`, h1(product.name));
    const scripts = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]) as { image: string[] };
    const pageUrl = `${platform.urls.shop}/product/${product._id}`;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      sku: product.sku || product._id,
      brand: { '@type': 'Brand', name: product.brand || SHOP_NAME },
      offers: {
        '@type': 'Offer',
        url: pageUrl,
        price: product.effectivePrice.toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    // Each picture is an absolute address that answers with an image.
    expect(data.image.length).toBeGreaterThan(0);
    const picture = await fetch(data.image[0]);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);

    expect(await page.title()).toBe(`${product.name} · ${SHOP_NAME}`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain(product.name);
    expect(description).toContain(`$${product.effectivePrice.toFixed(2)}`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(pageUrl);
    await context.close();
  });
});
