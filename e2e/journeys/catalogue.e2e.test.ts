import type { Page, Response } from 'playwright-core';
import { shopperToken } from '../support/shopper-token';
import { recordingPage, signIn, useJourney } from '../support/journey';

jest.setTimeout(90000);

// Screenshots land here for a person to look at; set SCREENSHOT_DIR to keep them elsewhere.
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';

interface SearchAnswer {
  data: Array<{ _id: string; name: string; effectivePrice: number; productType?: string }>;
  pagination: { page: number; pages: number; total: number };
}

const isSearch = (response: Response) =>
  new URL(response.url()).pathname === '/api/product/search' && response.status() === 200;

/** A whole-catalogue download: GET /api/product with neither /search nor an id after it. */
const isWholeCatalogue = (url: string) => /\/api\/product\/?(\?|$)/.test(new URL(url).pathname);

describe('a shopper finding a product in the catalogue', () => {
  const journey = useJourney();
  let page: Page;
  const requested: string[] = [];

  beforeAll(async () => {
    page = await recordingPage(journey.browser, requested);
    await page.goto(journey.platform.urls.shop);
    await signIn(page, shopperToken(journey.platform));
  });

  const cards = () => page.locator('main ul[aria-label="Products"] > li');
  const cardNames = () => page.locator('main ul[aria-label="Products"] h3').allTextContents();
  const filters = () => page.getByRole('complementary', { name: 'Filters' });
  /** Runs `act` and answers the search it makes (the one whose query passes `wanted`). */
  async function searchAfter(
    act: () => Promise<unknown>,
    wanted: (query: URLSearchParams) => boolean = () => true,
  ): Promise<SearchAnswer> {
    const [response] = await Promise.all([
      page.waitForResponse(
        (candidate) => isSearch(candidate) && wanted(new URL(candidate.url()).searchParams),
      ),
      act(),
    ]);
    return (await response.json()) as SearchAnswer;
  }
  const shows = async (answer: SearchAnswer) => {
    const names = answer.data.map((product) => product.name);
    await page.waitForFunction(
      (expected) =>
        JSON.stringify(
          Array.from(document.querySelectorAll('main ul[aria-label="Products"] h3')).map(
            (heading) => heading.textContent,
          ),
        ) === JSON.stringify(expected),
      names,
    );
  };

  it('goes from a home category tile to the filtered collection, sorts, pages, and comes Back', async () => {
    await page.goto(journey.platform.urls.shop, { waitUntil: 'networkidle' });
    const boots = await searchAfter(
      () => page.locator('a[href="/collection?category=boots"]').first().click(),
      (query) => query.get('productType') === 'Boots' && query.get('limit') === '24',
    );
    await page.waitForURL('**/collection?category=boots');
    await shows(boots);
    expect(boots.data.length).toBeGreaterThan(0);
    expect(boots.data.every((product) => /boot/i.test(product.productType ?? ''))).toBe(true);
    expect(await cards().count()).toBe(boots.pagination.total);

    // Widen to every shoe, which the demo catalogue holds more of than one page.
    await searchAfter(() =>
      filters()
        .getByRole('checkbox', { name: /^Boots/ })
        .click(),
    );
    const shoes = await searchAfter(() =>
      filters()
        .getByRole('checkbox', { name: /^Shoes/ })
        .click(),
    );
    expect(shoes.pagination.pages).toBeGreaterThan(1);

    const byPrice = await searchAfter(() =>
      page.getByRole('combobox', { name: /Sort by/ }).selectOption('low-high'),
    );
    await page.waitForURL(/sortBy=low-high/);
    await shows(byPrice);
    const prices = byPrice.data.map((product) => product.effectivePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const second = await searchAfter(() => page.getByRole('button', { name: 'Page 2' }).click());
    await page.waitForURL(/page=2/);
    await shows(second);
    expect(second.data[0].effectivePrice).toBeGreaterThanOrEqual(prices.at(-1)!);
    const pageTwoUrl = page.url();

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    expect(new URL(page.url()).searchParams.get('sortBy')).toBe('low-high');
    expect(new URL(page.url()).searchParams.getAll('subcategory')).toEqual(['Shoes']);
    await shows(byPrice);
    expect(
      await filters()
        .getByRole('checkbox', { name: /^Shoes/ })
        .isChecked(),
    ).toBe(true);

    await page.goForward();
    await page.waitForURL(pageTwoUrl);
    await shows(second);
  });

  it('opens a product from the collection, chooses a size and adds it to the cart', async () => {
    const name = (await cardNames())[0];
    await cards().first().locator('a').first().click();
    await page.waitForURL('**/product/**');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const badge = page.getByTestId('cart-count');
    const before = Number((await badge.textContent().catch(() => '0')) || 0);

    const sizes = page.getByRole('group', { name: 'Select size' }).getByRole('button');
    await sizes.first().click();
    await page.getByRole('button', { name: /add to cart/i }).click();

    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="cart-count"]')?.textContent === String(expected),
      before + 1,
    );
  });

  it.each([
    ['lofer', /loafer/i],
    ['chelsae', /chelsea/i],
  ])('finds the product behind the typo "%s"', async (typo, expected) => {
    await page.goto(journey.shop('/collection?search=1'));
    const box = page.getByRole('searchbox', { name: 'Search products' });
    const found = await searchAfter(
      () => box.fill(typo),
      (query) => query.get('q') === typo,
    );
    await page.waitForURL(new RegExp(`q=${typo}`));
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data[0].name).toMatch(expected);
    await shows(found);
  });

  it('filters on a phone in a sheet whose button shows the results', async () => {
    const phone = await journey.browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(journey.shop('/collection'));
    await phone.locator('main ul[aria-label="Products"] > li').first().waitFor();
    const toggle = phone.getByRole('button', { name: /^Filters/ });
    await toggle.click();
    const sheet = phone.getByRole('dialog', { name: 'Filters' });
    // The box follows the URL, which the click changes a moment later.
    await sheet.getByRole('checkbox', { name: /^Women/ }).click();
    await phone.waitForURL(/category=Women/);
    const show = sheet.getByRole('button', { name: /^Show \d+ results?$/ });
    await show.waitFor();
    // The button is on the screen, above the fold, whatever the list of filters.
    const box = (await show.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await phone.screenshot({ path: `${SCREENSHOTS}/collection-filter-sheet-390.png` });
    await show.click();
    await phone.locator('main ul[aria-label="Products"] > li').first().waitFor();
    expect(await toggle.textContent()).toContain('Filters (1)');
    await phone.screenshot({ path: `${SCREENSHOTS}/collection-filtered-390.png` });
    await phone.close();
  });

  it('never downloads the whole catalogue on the way', () => {
    expect(requested.filter(isWholeCatalogue)).toEqual([]);
    expect(requested.some((url) => url.includes('/api/product/search'))).toBe(true);
  });
});
