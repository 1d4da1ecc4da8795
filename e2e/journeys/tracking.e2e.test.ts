import type { ActiveUsersAnswer, CombinedAnswer, TrafficSourcesAnswer } from '@shop/contracts';
import type { Browser, Page } from 'playwright-core';
import { adminToken } from '../support/shopper-token';
import { closeJourney, openJourney } from '../support/journey';
import type { TestPlatform } from '../support/test-platform';

jest.setTimeout(90000);

const CAMPAIGN = '?utm_source=newsletter&utm_medium=email&utm_campaign=spring-boots';

describe('a visitor arriving from a campaign', () => {
  let platform: TestPlatform;
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];

  const adminCall = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${platform.urls.api}${path}`, {
      headers: { Authorization: `Bearer ${adminToken(platform)}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };

  /** The analytics service's answer once it shows what `done` waits for. */
  async function eventually<T>(path: string, done: (answer: T) => boolean): Promise<T> {
    const deadline = Date.now() + 15000;
    for (;;) {
      const answer = await adminCall<T>(path);
      if (done(answer) || Date.now() > deadline) return answer;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  beforeAll(async () => {
    ({ platform, browser } = await openJourney());
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  }, 240000);

  afterAll(() => closeJourney({ platform, browser }));

  it('browses two pages, and the dashboard calls show the visit with its source', async () => {
    await page.goto(`${platform.urls.shop}/${CAMPAIGN}`);
    await page.getByRole('link', { name: 'ABOUT', exact: true }).first().waitFor();
    const landingPage = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('landingPage') ?? 'null'),
    );
    expect(landingPage).toEqual(
      expect.objectContaining({
        path: '/',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring-boots',
      }),
    );

    await page.getByRole('link', { name: 'ABOUT', exact: true }).first().click();
    await page.waitForURL('**/about');
    await page.waitForFunction(() =>
      (window as unknown as { dataLayer: Array<{ event: string; path?: string }> }).dataLayer.some(
        (entry) => entry.event === 'pageview' && entry.path === '/about',
      ),
    );
    const pageViews = await page.evaluate(() =>
      (
        window as unknown as {
          dataLayer: Array<{ event: string; path?: string; platform?: string }>;
        }
      ).dataLayer
        .filter((entry) => entry.event === 'pageview')
        .map(({ path, platform }) => ({ path, platform })),
    );
    expect(pageViews).toEqual([
      { path: '/', platform: 'web' },
      { path: '/about', platform: 'web' },
    ]);

    // Leaving the shop sends what is still queued.
    await page.goto('about:blank');

    const sources = await eventually<TrafficSourcesAnswer>(
      '/api/realtime-analytics/traffic-sources?timeRange=24h',
      (answer) => answer.data.length > 0,
    );
    expect(sources.data).toEqual([
      expect.objectContaining({
        source: 'newsletter',
        medium: 'email',
        type: 'campaign',
        uniqueUsers: 1,
      }),
    ]);
    const active = await adminCall<ActiveUsersAnswer>(
      '/api/realtime-analytics/active-users?timeRange=24h',
    );
    expect(active.count).toBe(1);
    const combined = await eventually<CombinedAnswer>(
      '/api/analytics/combined?startDate=today&endDate=today',
      (answer) => answer.data.overview.pageViews >= 2,
    );
    expect(combined.data.overview).toEqual(
      expect.objectContaining({ totalUsers: 1, sessions: 1, pageViews: 2 }),
    );
    expect(combined.data.trafficSources).toEqual([
      expect.objectContaining({ source: 'newsletter', medium: 'email', sessions: 1 }),
    ]);

    expect(consoleErrors).toEqual([]);
  });
});
