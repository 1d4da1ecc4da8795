import { chromium, type Browser } from 'playwright-core';
import { ensureTool } from '../../scripts/platform/system-deps.cjs';

/** Where the storefront remembers the shopper's display currency (storefront SDK). */
export const DISPLAY_CURRENCY_STORAGE_KEY = 'displayCurrency';

export interface LaunchOptions {
  /**
   * The display currency every page of this browser starts with, unless the shopper chose one
   * already: US dollars by default, so the journeys read prices as the amounts are kept. `null`
   * leaves the shop's own default (Pakistani rupees), for the currency journey.
   */
  displayCurrency?: string | null;
}

// Runs in the page before the shop's scripts.
function rememberCurrency([key, code]: [string, string]) {
  try {
    if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, code);
  } catch {
    // Storage refused (an opaque origin such as about:blank): nothing to remember there.
  }
}

/** Every page of `browser` (its own contexts and those of newPage) starts with `code` chosen. */
function pinDisplayCurrency(browser: Browser, code: string): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  const arg: [string, string] = [DISPLAY_CURRENCY_STORAGE_KEY, code];
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(rememberCurrency, arg);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await page.context().addInitScript(rememberCurrency, arg);
    return page;
  };
  return browser;
}

/**
 * Debian's Chromium (or CHROMIUM_PATH), headless, with nothing reaching out to the network on
 * its own. A machine without it gets it installed first when this user may, else one line
 * naming the command.
 */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: ensureTool('chromium'),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const { displayCurrency = 'USD' } = options;
  return displayCurrency === null ? browser : pinDisplayCurrency(browser, displayCurrency);
}
