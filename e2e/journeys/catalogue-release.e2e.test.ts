import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { eventually } from '../platform/shop-calls';
import { closeJourney, openJourney } from '../support/journey';
import { listenerPid } from '../support/remote-release';
import type { TestPlatform } from '../support/test-platform';

// A release is a production build of mf-catalog, which takes a while on a small machine.
jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, '../..');
const RELEASE_SCRIPT = path.join(ROOT, 'scripts/release/release.mjs');
const NEW_RELEASE = 'catalogue-journey-release';
/** The storefront looks at the remotes' server builds every 2 s; a release shows well within this. */
const SEEN_WITHIN_MS = 10_000;
/** A rollback is a link switched, no build: well under this even on a busy machine. */
const ROLLBACK_WITHIN_MS = 3_000;

describe('npm run release: one remote released, then rolled back', () => {
  let platform: TestPlatform;
  let browser: Browser;
  let page: Page;
  let productRoute: string;

  /** `npm run release -- ...` against this platform's data folder. */
  const releaseCommand = (...args: string[]) =>
    execFileSync(process.execPath, [RELEASE_SCRIPT, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: platform.dataDir },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  const serverHtml = async () => (await fetch(`${platform.urls.shop}${productRoute}`)).text();
  /** The release the server rendered the product page with. */
  const renderedRelease = async () =>
    /<article[^>]*\bdata-release="([^"]*)"/.exec(await serverHtml())?.[1];
  /** The release the browser runs once the page is loaded afresh. */
  const browserRelease = async () => {
    await page.goto(`${platform.urls.shop}${productRoute}`);
    return page
      .locator('main article[data-release]')
      .getAttribute('data-release', { timeout: 30_000 });
  };
  /** The shell's own scripts and style sheets the page names (those of its origin). */
  const shellFiles = async () =>
    [...(await serverHtml()).matchAll(/<(?:script|link)[^>]*(?:src|href)="(\/[^"]+)"/g)]
      .map((match) => match[1])
      .sort();

  beforeAll(async () => {
    ({ platform, browser } = await openJourney());
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const search = (await (
      await fetch(`${platform.urls.api}/api/product/search?limit=1`)
    ).json()) as { data: Array<{ _id: string }> };
    productRoute = `/product/${search.data[0]._id}`;
  }, 240_000);

  afterAll(async () => {
    await closeJourney({ platform, browser });
  });

  it('goes live in the browser and on the server, and rolls back, the shell untouched', async () => {
    const shellPort = Number(new URL(platform.urls.shop).port);
    const shell = { pid: listenerPid(shellPort), files: await shellFiles() };
    expect(shell.files.length).toBeGreaterThan(0);
    const before = await renderedRelease();
    expect(before).toBeTruthy();
    expect(before).not.toBe(NEW_RELEASE);
    expect(await browserRelease()).toBe(before);

    // The catalogue team releases; the shell is neither rebuilt nor restarted.
    expect(releaseCommand('mf-catalog', '--name', NEW_RELEASE)).toContain(`${NEW_RELEASE} is live`);
    await eventually(async () => expect(await renderedRelease()).toBe(NEW_RELEASE), SEEN_WITHIN_MS);
    expect(await browserRelease()).toBe(NEW_RELEASE);
    expect(releaseCommand('--list')).toMatch(new RegExp(`\\* ${NEW_RELEASE}  live since `));

    const rollbackStarted = Date.now();
    expect(releaseCommand('mf-catalog', '--rollback')).toContain(`rolled back from ${NEW_RELEASE}`);
    expect(Date.now() - rollbackStarted).toBeLessThan(ROLLBACK_WITHIN_MS);
    await eventually(async () => expect(await renderedRelease()).toBe(before), SEEN_WITHIN_MS);
    expect(await browserRelease()).toBe(before);

    expect({ pid: listenerPid(shellPort), files: await shellFiles() }).toEqual(shell);
  });
});
