import type { Page } from 'playwright-core';
import { useJourney } from '../support/journey';
import { adminToken } from '../support/shopper-token';

jest.setTimeout(90_000);

// Screenshots land here for a person to look at; set SCREENSHOT_DIR to keep them elsewhere.
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';

describe('the back office in its own frame', () => {
  const journey = useJourney();

  async function openAdmin(width: number, path: string): Promise<Page> {
    const page = await journey.browser.newPage({
      viewport: { width, height: width < 640 ? 844 : 900 },
    });
    await page.goto(journey.shop('/faq'));
    await page.evaluate((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('surveyCompleted', 'true');
    }, adminToken(journey.platform));
    await page.goto(journey.shop(path));
    await page.getByText('Admin Panel').first().waitFor();
    return page;
  }

  it.each([1280, 390])(
    'shows the admin header and sidebar without the storefront chrome at %i px',
    async (width) => {
      const page = await openAdmin(width, '/admin/list');
      await page.locator('main table tbody tr').first().waitFor();
      await page.screenshot({
        path: `${SCREENSHOTS}/admin-frame-list-${width}.png`,
        fullPage: true,
      });
      expect(await page.getByText(/^Welcome, /).count()).toBeGreaterThan(0);
      expect(await page.getByText('FREE SHIPPING AND RETURNS IN THE U.S.').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'COLLECTION', exact: true }).count()).toBe(0);
      expect(await page.locator('footer').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Chat with us' }).count()).toBe(0);
      // Every column is on the screen, the actions included: nothing cut off at the right edge.
      const edit = await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .boundingBox();
      expect(edit!.x + edit!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await page.screenshot({
        path: `${SCREENSHOTS}/admin-frame-list-${width}.png`,
        fullPage: true,
      });
      await page.close();
    },
  );

  it.each([1280, 390])('fits the orders screen and its filters at %i px', async (width) => {
    const page = await openAdmin(width, '/admin/order');
    await page.getByLabel('Search orders').waitFor();
    await page.getByLabel('Placed from').fill('2026-01-01');
    await page.getByRole('heading', { name: 'Orders Management' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `${SCREENSHOTS}/admin-orders-${width}.png`, fullPage: true });
    await page.close();
  });
});
