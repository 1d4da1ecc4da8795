import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminToken } from '../support/shopper-token';
import { closeJourney, openJourney } from '../support/journey';
import { buildRelease, deploy } from '../support/remote-release';
import type { TestPlatform } from '../support/test-platform';

// A build of mf-admin takes a while on a small machine.
jest.setTimeout(240_000);

const ROOT = path.resolve(__dirname, '../..');
const ADMIN_DIR = path.join(ROOT, 'mf-admin');
const NEW_RELEASE = 'admin-released-alone';

describe('mf-admin released on its own', () => {
  let platform: TestPlatform;
  let browser: Browser;
  let page: Page;
  const work = mkdtempSync(path.join(tmpdir(), 'admin-release-'));
  const served = path.join(work, 'served');
  const shellFiles: string[] = [];

  beforeAll(async () => {
    // mf-admin is served from a folder of its own, so that this journey can release into it.
    cpSync(path.join(ADMIN_DIR, 'dist'), served, { recursive: true });
    ({ platform, browser } = await openJourney({
      platform: { frontendDirs: { 'mf-admin': served } },
    }));
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const shellOrigin = new URL(platform.urls.shop).origin;
    page.on('request', (request) => {
      if (request.url().startsWith(shellOrigin)) shellFiles.push(new URL(request.url()).pathname);
    });
  }, 240_000);

  afterAll(async () => {
    await closeJourney({ platform, browser });
    rmSync(work, { recursive: true, force: true });
  });

  const release = () =>
    page.locator('[data-release]').first().getAttribute('data-release', { timeout: 30_000 });

  it('is picked up by the running shell on the next load, the shell unchanged', async () => {
    await page.goto(platform.urls.shop);
    await page.evaluate((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('surveyCompleted', 'true');
    }, adminToken(platform));
    await page.goto(`${platform.urls.shop}/admin/list`);
    await page.getByText('Admin Panel').first().waitFor();
    const before = await release();
    expect(before).toBeTruthy();
    expect(before).not.toBe(NEW_RELEASE);
    const shellBefore = [...new Set(shellFiles)].filter((file) => /\.js$/.test(file)).sort();

    // The admin team builds and deploys its remote; the shell is neither rebuilt nor restarted.
    const build = path.join(work, 'build');
    buildRelease('mf-admin', NEW_RELEASE, build);
    deploy(build, served);

    shellFiles.length = 0;
    await page.reload();
    await page.getByText('Admin Panel').first().waitFor();
    expect(await release()).toBe(NEW_RELEASE);
    // The same shell scripts as before: only the remote changed.
    const shellAfter = [...new Set(shellFiles)].filter((file) => /\.js$/.test(file)).sort();
    expect(shellAfter).toEqual(shellBefore);
  });
});
