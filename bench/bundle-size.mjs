#!/usr/bin/env node
// JavaScript a shopper downloads on a first visit (gzip), per page, and bytes of mf-admin.
//   node bench/bundle-size.mjs
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBenchPlatform } from './platform.mjs';

const PAGES = ['/', '/collection'];

const platform = await startBenchPlatform();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const adminOrigin = `:${platform.ports['mf-admin']}/`;
  for (const pagePath of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Each script's body is read as it arrives; the page may be idle before the last is read.
    const reading = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reading.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body).length })),
      );
    });
    const started = Date.now();
    await page.goto(`${platform.urls.shop}${pagePath}`, { waitUntil: 'networkidle' });
    const loadMs = Date.now() - started;
    const scripts = await Promise.all(reading);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const admin = scripts
      .filter((s) => s.url.includes(adminOrigin))
      .reduce((sum, s) => sum + s.gzip, 0);
    console.log(
      `${pagePath}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip, mf-admin ${admin} bytes, network idle after ${loadMs} ms`,
    );
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `   ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url.replace(/^http:\/\/localhost:\d+/, (m) => m.replace('http://localhost', ''))}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await platform.close();
}
