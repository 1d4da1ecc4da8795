import type { Browser } from 'playwright-core';
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
