import type { Browser, Page } from 'playwright-core';
import { launchBrowser, type LaunchOptions } from './browser';
import { startTestPlatform, type TestPlatform } from './test-platform';

export interface Journey {
  platform: TestPlatform;
  browser: Browser;
}

/** The whole shop and a headless browser to walk it with, started side by side. */
export async function openJourney(
  options: {
    platform?: Parameters<typeof startTestPlatform>[0];
    browser?: LaunchOptions;
  } = {},
): Promise<Journey> {
  const [platform, browser] = await Promise.all([
    startTestPlatform(options.platform),
    launchBrowser(options.browser),
  ]);
  return { platform, browser };
}

/** Stops what `openJourney` started, whatever part of it did start. */
export async function closeJourney({ platform, browser }: Partial<Journey>): Promise<void> {
  await browser?.close();
  await platform?.close();
}

/** What `useJourney` hands a test file: the journey, there from the first test on. */
export interface OpenJourney extends Journey {
  /** The shop's address of `route`, e.g. '/collection'. */
  shop: (route: string) => string;
}

/**
 * Opens a journey before the tests of the file or `describe` block it is called in and closes it
 * after them.
 */
export function useJourney(options?: Parameters<typeof openJourney>[0]): OpenJourney {
  const journey = {
    shop: (route: string) => `${journey.platform.urls.shop}${route}`,
  } as OpenJourney;
  beforeAll(async () => {
    Object.assign(journey, await openJourney(options));
  }, 240000);
  afterAll(() => closeJourney(journey));
  return journey;
}

/** A 1280×900 page that adds the address of every request it makes to `requested`. */
export async function recordingPage(browser: Browser, requested: string[]): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('request', (request) => requested.push(request.url()));
  return page;
}

/** Signs this browser in with `token`, as a shopper who has answered the welcome survey. */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.evaluate((stored) => {
    localStorage.setItem('token', stored);
    localStorage.setItem('surveyCompleted', 'true');
  }, token);
}
