import path from 'node:path';
import { tmpdir } from 'node:os';
import { DELIVERY_FEE, FREE_DELIVERY_FROM } from '@shop/contracts';
import { formatPrice } from '@shop/storefront-sdk';
import type { BrowserContext, Page } from 'playwright-core';
import { useJourney } from '../support/journey';

jest.setTimeout(90000);

const RETURNS_ANSWER = 'Return unworn items in their original packaging within 30 days';

/** A picture of the page for a person to look at, under the system's temporary folder. */
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(tmpdir(), `chat-${name}.png`) });

const journey = useJourney();

describe.each([
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
])('a shopper asking the chat assistant, $width px wide', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const scripts: string[] = [];

  beforeAll(async () => {
    context = await journey.browser.newContext({ viewport });
    page = await context.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
  });

  afterAll(() => context?.close());

  const launcher = () => page.getByRole('button', { name: 'Chat with us' });
  const chat = () => page.getByRole('dialog', { name: 'Chat with Leather & Last' });
  const conversation = () => chat().getByRole('log');

  it('opens the chat from the home page, whose code comes only then, and is greeted', async () => {
    await page.goto(journey.shop('/'));
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    const before = scripts.length;

    await launcher().click();
    await chat().waitFor();
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('placeholder')),
    ).resolves.toBe('Type your message...');
    expect(scripts.length).toBeGreaterThan(before);
    await chat().getByRole('button', { name: 'Care Tips' }).waitFor();
    expect(await conversation().textContent()).toContain('Welcome to Leather & Last');
    await screenshot(page, `${viewport.width}-greeted`);
  });

  it('asks about returns and reads the 30-day answer', async () => {
    await chat().getByRole('textbox', { name: 'Your message' }).fill('How do returns work?');
    await page.keyboard.press('Enter');
    await conversation().getByText(RETURNS_ANSWER).waitFor();
    await screenshot(page, `${viewport.width}-returns`);
  });

  it('follows the link in the answer without reloading, and finds the conversation again', async () => {
    await conversation().getByRole('link', { name: 'Shipping & Returns' }).click();
    await page.waitForURL('**/shipping');
    await page.getByRole('heading', { name: 'Shipping & Returns', level: 1 }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    await launcher().click();
    await conversation().getByText(RETURNS_ANSWER).waitFor();
    await screenshot(page, `${viewport.width}-after-navigation`);
  });

  it('keeps the conversation through a page load in the same tab', async () => {
    await page.reload();
    await launcher().click();
    await conversation().getByText(RETURNS_ANSWER).waitFor();
    expect(await conversation().getByText('How do returns work?').count()).toBe(1);
  });

  it('quotes the delivery fee and the free-delivery threshold in the currency the footer shows', async () => {
    await page.getByRole('combobox', { name: 'Country and currency' }).selectOption('GBP');
    await chat().getByRole('textbox', { name: 'Your message' }).fill('How much is shipping?');
    await page.keyboard.press('Enter');
    await conversation()
      .getByText(
        `free on orders of ${formatPrice(FREE_DELIVERY_FROM, 'GBP')} or more; smaller orders pay a flat delivery fee of ${formatPrice(DELIVERY_FEE, 'GBP')}`,
      )
      .waitFor();
    await screenshot(page, `${viewport.width}-shipping-in-pounds`);
  });

  it('closes on Escape, giving focus back to the button', async () => {
    await page.keyboard.press('Escape');
    await chat().waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Chat with us',
    );
  });
});
