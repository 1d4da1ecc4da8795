import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminToken } from '../support/shopper-token';
import { closeJourney, openJourney } from '../support/journey';
import type { TestPlatform } from '../support/test-platform';

// A build of mf-admin takes a while on a small machine.
jest.setTimeout(240_000);

const ROOT = path.resolve(__dirname, '../..');
const ADMIN_DIR = path.join(ROOT, 'mf-admin');
const RSPACK = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
const NEW_RELEASE = 'admin-released-alone';

/** Replaces what a folder serves with another build, as a deployment of one remote would. */
function deploy(build: string, served: string) {
  for (const entry of readdirSync(served)) rmSync(path.join(served, entry), { recursive: true });
  cpSync(build, served, { recursive: true });
}

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
    execFileSync(process.execPath, [RSPACK, 'build', '-c', 'rspack.config.mjs'], {
      cwd: ADMIN_DIR,
      env: { ...process.env, SHOP_RELEASE: NEW_RELEASE, SHOP_DIST_DIR: build },
      stdio: 'pipe',
    });
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
