#!/usr/bin/env node
// Lighthouse on the shop's pages: performance, accessibility, best practices and SEO scores with
// LCP, TBT and CLS of three runs per page. Performance is the median of the runs' scores (each run
// in brackets); the other figures are those of Lighthouse's own choice of median run.
// Mobile, as Lighthouse's default config has it (a mid-range phone on a throttled network,
// simulated), in Debian's Chromium.
//
//   node bench/lighthouse.mjs [runs]        (after `npm run build`)
//
// CHROME_PATH (default /usr/bin/chromium) names the browser; LIGHTHOUSE_REPORTS (a folder) keeps
// each page's median report as JSON, to open in the Lighthouse viewer.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startBenchPlatform } from './platform.mjs';

const RUNS = Number(process.argv[2] ?? 3);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

/** The first product of the catalogue, for its page. */
async function productPath(apiBase) {
  const response = await fetch(`${apiBase}/api/product/search?sortBy=newest&limit=1`);
  const body = await response.json();
  const id = body.data?.[0]?._id;
  if (!id) throw new Error('the catalogue has no product to measure a product page with');
  return `/product/${id}`;
}

/** One Lighthouse run in a fresh browser, as the Lighthouse CLI does it. */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The middle value (the lower middle one of an even count). */
const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

function row(pagePath, lhr, runs) {
  const scores = runs.map((run) => score(run, 'performance'));
  return {
    page: pagePath,
    performance: runs.length > 1 ? `${medianOf(scores)} (${scores.join(', ')})` : scores[0],
    accessibility: score(lhr, 'accessibility'),
    'best practices': score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    LCP: `${(metric(lhr, 'largest-contentful-paint') / 1000).toFixed(2)} s`,
    TBT: `${Math.round(metric(lhr, 'total-blocking-time'))} ms`,
    CLS: metric(lhr, 'cumulative-layout-shift').toFixed(3),
  };
}

/** A Markdown table, to paste into bench/README.md as it is printed. */
function markdown(rows) {
  const columns = Object.keys(rows[0]);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(columns),
    line(columns.map(() => '---')),
    ...rows.map((r) => line(columns.map((c) => r[c]))),
  ].join('\n');
}

const platform = await startBenchPlatform();
try {
  const shop = platform.urls.shop;
  const pages = [
    '/',
    '/collection',
    await productPath(`http://127.0.0.1:${platform.ports.gateway}`),
    '/cart',
    '/login',
    '/faq',
  ];
  // LIGHTHOUSE_PAGES=/,/collection measures only those (the product page is `product`).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  if (only)
    pages.splice(
      0,
      pages.length,
      ...pages.filter((p) => only.includes(p.startsWith('/product/') ? 'product' : p)),
    );
  // One visit first, so the servers' first answers (cold caches, lazy starts) are not measured.
  for (const pagePath of pages) await fetch(`${shop}${pagePath}`);

  const rows = [];
  for (const pagePath of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(`${shop}${pagePath}`));
    const median = computeMedianRun(runs);
    rows.push(row(pagePath, median, runs));
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\W+/g, '-');
      writeFileSync(path.join(REPORTS, `${name}.json`), JSON.stringify(median));
    }
    console.log(
      `${pagePath}: performance ${runs.map((r) => score(r, 'performance')).join(', ')}; median run ${JSON.stringify(rows.at(-1))}`,
    );
  }
  console.log(`\nLighthouse, mobile, median of ${RUNS} runs:\n`);
  console.log(markdown(rows));
} finally {
  await platform.close();
}
