import type { Page } from 'playwright-core';
import { call } from '../support/accounts';
import { useJourney } from '../support/journey';
import { shopperToken } from '../support/shopper-token';

jest.setTimeout(90_000);

// Screenshots land here for a person to look at; set SCREENSHOT_DIR to keep them elsewhere.
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';

interface SearchAnswer {
  data: Array<{ _id: string; shoeDetails?: { sizes: Array<{ sizeLabel: string }> } }>;
}

/** The element that describes `selector`'s control: its error. */
const describedBy = (page: Page, selector: string) =>
  page.evaluate((target) => {
    const input = document.querySelector(target);
    const id = input?.getAttribute('aria-describedby');
    return id ? document.getElementById(id)?.textContent : undefined;
  }, selector);

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name'));

describe('errors beside the fields they are about', () => {
  const journey = useJourney();

  it.each([1280, 390])('marks checkout fields in error at %i px', async (width) => {
    const { data } = await call<SearchAnswer>(
      journey.platform,
      '/api/product/search?subcategory=Shoes&limit=1',
    );
    const [shoe] = data;
    const page = await journey.browser.newPage({
      viewport: { width, height: width < 640 ? 844 : 900 },
    });
    await page.goto(journey.shop('/faq'));
    await page.evaluate(
      ({ token, cart }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('surveyCompleted', 'true');
        localStorage.setItem('cartItems', JSON.stringify(cart));
      },
      {
        token: shopperToken(journey.platform),
        cart: { [shoe._id]: { [shoe.shoeDetails!.sizes[0].sizeLabel]: 1 } },
      },
    );
    await page.goto(journey.shop('/place-order'));
    const place = page.getByRole('button', { name: 'Place order' });
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('button')).some(
        (button) => button.textContent === 'Place order' && !button.disabled,
      ),
    );
    // What the account knows is filled in; every field keeps a visible label.
    expect(await page.locator('main label', { hasText: 'Street' }).isVisible()).toBe(true);
    expect(await page.locator('main input[name=firstName]').inputValue()).toBe('Sam');
    expect(await page.locator('main input[name=lastName]').inputValue()).toBe('Shopper');
    expect(await page.locator('main input[name=email]').inputValue()).toBe('shopper@example.com');

    await place.click();
    await page.getByText('Please fill in all required fields').waitFor();
    expect(await focusedName(page)).toBe('street');
    expect(await page.getAttribute('input[name=street]', 'aria-invalid')).toBe('true');
    expect(await describedBy(page, 'input[name=street]')).toBe('Please fill in street');
    expect(await page.getAttribute('input[name=firstName]', 'aria-invalid')).toBeNull();
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-errors-${width}.png`, fullPage: true });

    await page.locator('main').getByLabel('Street').fill('12 Analytical Row');
    expect(await page.getAttribute('input[name=street]', 'aria-invalid')).toBeNull();
    await page.close();
  });

  it('puts refused credentials beside the password', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(journey.shop('/login'));
    await page.locator('main input[name=email]').fill('nobody@example.com');
    await page.locator('main').getByLabel('Password').fill('not-the-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForFunction(
      () => document.querySelector('input[name=password]')?.getAttribute('aria-invalid') === 'true',
    );
    expect(await focusedName(page)).toBe('password');
    expect(await describedBy(page, 'input[name=password]')).toBe('Invalid email or password');
    await page.screenshot({ path: `${SCREENSHOTS}/login-errors-390.png`, fullPage: true });
    await page.close();
  });
});
