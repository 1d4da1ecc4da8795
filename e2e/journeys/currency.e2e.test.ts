import path from 'node:path';
import { tmpdir } from 'node:os';
import type { Product } from '@shop/contracts';
import { formatPrice, orderTotals } from '@shop/storefront-sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { shopperToken } from '../support/shopper-token';
import { closeJourney, openJourney } from '../support/journey';
import type { TestPlatform } from '../support/test-platform';

jest.setTimeout(120000);

/** A picture of the page for a person to look at, under the system's temporary folder. */
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(tmpdir(), `currency-${name}.png`) });

// Prices as Intl writes them in each currency, anywhere in the page's main region.
const PRICE = {
  PKR: /PKR\s\d[\d,]*/g,
  EUR: /€\d[\d,]*\.\d\d/g,
  USD: /(?<![A-Z])\$\d[\d,]*\.\d\d/g,
} as const;
type Shown = keyof typeof PRICE;

let platform: TestPlatform;
let browser: Browser;
let product: Product;

beforeAll(async () => {
  // The shop's own default, not the journeys' US dollars.
  ({ platform, browser } = await openJourney({ browser: { displayCurrency: null } }));
  const list = (await (
    await fetch(`${platform.urls.api}/api/product/search?subcategory=Shoes&limit=48`)
  ).json()) as { data: Product[] };
  // A product on sale, so the struck-through regular price converts too.
  product = list.data.find(
    (p) => p.effectivePrice < p.price.base && (p.shoeDetails?.sizes ?? []).some((s) => s.stock > 0),
  )!;
}, 240000);

afterAll(() => closeJourney({ platform, browser }));

describe.each([
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
])('a shopper choosing a currency, $width px wide', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const shot = (name: string) => screenshot(page, `${viewport.width}-${name}`);

  beforeAll(async () => {
    context = await browser.newContext({ viewport });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  const picker = () => page.getByRole('combobox', { name: 'Country and currency' });
  const pricesIn = async (currency: Shown) =>
    ((await page.locator('main').innerText()).match(PRICE[currency]) ?? []).length;
  /**
   * Waits until the main region shows prices in `currency` and none in the others (but for the
   * US dollar amount charged).
   */
  const showsOnly = (currency: Shown) =>
    page.waitForFunction(
      ([wanted, patterns]) => {
        // The note of the amount charged quotes US dollars whatever is shown.
        const charged = document.querySelector('[data-testid="usd-charge"]') as HTMLElement | null;
        const text = (document.querySelector('main')?.innerText ?? '').replace(
          charged?.innerText ?? '\u0000',
          '',
        );
        return Object.entries(patterns).every(([code, source]) => {
          const found = new RegExp(source, 'g').test(text);
          return code === wanted ? found : !found;
        });
      },
      [currency, Object.fromEntries(Object.entries(PRICE).map(([k, v]) => [k, v.source]))] as const,
    );
  const mainShows = (text: string) =>
    page.waitForFunction(
      (wanted) => document.querySelector('main')?.textContent?.includes(wanted),
      text,
    );
  const totalOf = (panel: string) =>
    page.getByRole('complementary', { name: panel }).locator('dt:text-is("Total") + dd');
  /** Chooses in the footer, by keyboard-reachable select, and checks the page was not reloaded. */
  const choose = async (code: string, shown: Shown) => {
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await picker().selectOption(code);
    await showsOnly(shown);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  };

  it('shows Pakistani rupees on a first visit, and euros once chosen in the footer', async () => {
    await page.goto(`${platform.urls.shop}/`);
    await showsOnly('PKR');
    expect(await picker().inputValue()).toBe('PKR');
    await page.locator('main').getByText(PRICE.PKR).first().scrollIntoViewIfNeeded();
    await shot('home-pkr');
    await choose('EUR', 'EUR');
    expect(await pricesIn('EUR')).toBeGreaterThan(0);
    await picker().scrollIntoViewIfNeeded();
    await shot('home-eur-footer');
    await page.locator('main').getByText(PRICE.EUR).first().scrollIntoViewIfNeeded();
    await shot('home-eur');
  });

  it('keeps euros on the collection and switches there too', async () => {
    await page.goto(`${platform.urls.shop}/collection`);
    await showsOnly('EUR');
    await choose('USD', 'USD');
    await choose('EUR', 'EUR');
    await shot('collection-eur');
  });

  it('converts the product page’s sale and regular prices', async () => {
    await page.goto(`${platform.urls.shop}/product/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const main = page.locator('main');
    await mainShows(`Sale price ${formatPrice(product.effectivePrice, 'EUR')}`);
    await main.locator('s', { hasText: formatPrice(product.price.base, 'EUR') }).waitFor();
    await choose('USD', 'USD');
    await mainShows(`Sale price ${formatPrice(product.effectivePrice)}`);
    await main.locator('s', { hasText: formatPrice(product.price.base) }).waitFor();
    await choose('EUR', 'EUR');
    await shot('product-eur');
  });

  it('shows the cart in euros with the US dollar charge; a reload keeps euros', async () => {
    const size = product.shoeDetails!.sizes.find((s) => s.available && s.stock > 0)!;
    await page.evaluate(
      ([token, id, label]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('surveyCompleted', 'true');
        localStorage.setItem('cartItems', JSON.stringify({ [id]: { [label]: 1 } }));
      },
      [shopperToken(platform), product._id, size.sizeLabel] as const,
    );
    const totals = orderTotals([{ unitPrice: product.effectivePrice, quantity: 1 }]);
    const charged = `Charged in USD: ${formatPrice(totals.amount)}`;

    await page.goto(`${platform.urls.shop}/cart`);
    const cartTotals = page.getByRole('complementary', { name: 'Cart Totals' });
    await cartTotals.getByText(charged).waitFor();
    expect(await totalOf('Cart Totals').textContent()).toBe(formatPrice(totals.amount, 'EUR'));
    await cartTotals.getByText(charged).waitFor();
    await shot('cart-eur');

    await choose('USD', 'USD');
    expect(await cartTotals.getByText(charged).count()).toBe(0);
    await choose('EUR', 'EUR');
    await cartTotals.getByText(charged).waitFor();

    await page.reload();
    await cartTotals.getByText(charged).waitFor();
    expect(await picker().inputValue()).toBe('EUR');
    await showsOnly('EUR');
  });

  it('says at checkout that payment is taken in US dollars, and how much', async () => {
    const totals = orderTotals([{ unitPrice: product.effectivePrice, quantity: 1 }]);
    await page.goto(`${platform.urls.shop}/place-order`);
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await summary.getByText(`Charged in USD: ${formatPrice(totals.amount)}`).waitFor();
    expect(await totalOf('Order Summary').textContent()).toBe(formatPrice(totals.amount, 'EUR'));
    expect(await summary.innerText()).toContain('payment is taken in US dollars');
    await shot('checkout-eur');
  });
});
