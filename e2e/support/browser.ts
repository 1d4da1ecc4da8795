import { chromium, type Browser, type Page } from 'playwright-core';
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

// Runs in the page: whether React has taken over the page the server rendered (its main region
// marked as React's own), or the page was not rendered on the server at all.
function takenOver(): boolean {
  if (!document.getElementById('shop-page-state')) return true;
  const region = document.querySelector('#main > *');
  return !!region && Object.keys(region).some((key) => key.startsWith('__reactFiber$'));
}

/** How long a page's scripts may take to take it over before a test goes on regardless. */
const TAKE_OVER_WITHIN_MS = 15_000;

/**
 * A page rendered on the server paints before its scripts start (docs/frontends.md, "Rendered on
 * the server"); a journey acts as a shopper who waits for the page to answer. So `goto` and
 * `reload` that wait for the page's load (the default) also wait for React to take it over; with
 * `waitUntil: 'domcontentloaded'` or `'commit'` a test sees the page before that.
 */
function waitsForTakeOver(page: Page): void {
  const settle = async (options?: { waitUntil?: string }) => {
    if (options?.waitUntil === 'domcontentloaded' || options?.waitUntil === 'commit') return;
    await page
      .waitForFunction(takenOver, undefined, { timeout: TAKE_OVER_WITHIN_MS })
      .catch(() => undefined);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await settle(options);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await settle(options);
    return response;
  };
}

/** Every page of `browser` waits, as it loads, for the shop's scripts to take it over. */
function awaitTakeOver(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('page', waitsForTakeOver);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    waitsForTakeOver(page);
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
  awaitTakeOver(browser);
  return displayCurrency === null ? browser : pinDisplayCurrency(browser, displayCurrency);
}
