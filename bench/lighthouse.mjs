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
// each page's median report as JSON, to open in the Lighthouse viewer. LIGHTHOUSE_PAGES=/,/collection
// measures only those pages (the product page is `product`).
//
// LIGHTHOUSE_THROTTLING=devtools throttles the page as it loads (Chrome's own CPU and network
// throttling, the same phone and network) instead of simulating it from an unthrottled load: the
// figures then follow what the page paints first, whatever order an unthrottled load had.
//
// LIGHTHOUSE_BEFORE=<folder of another shell build> (e.g. main's, built with SHOP_DIST_DIR) serves
// that build too, beside the same services and remotes, and measures each page on both, one run of
// each in turn: the machine's load then weighs on both alike. Its reports get a `before-` prefix.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { upstreamSource } from '../packages/static-server/src/api-proxy.mjs';
import { closeSite, openSite } from '../packages/static-server/src/sites.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startBenchPlatform } from './platform.mjs';

const RUNS = Number(process.argv[2] ?? 3);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const BEFORE = process.env.LIGHTHOUSE_BEFORE;
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING;

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
      ...(THROTTLING && { throttlingMethod: THROTTLING }),
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

/** The shell build in `root` on a port of its own, with the platform's runtime config and API. */
async function serveShell(platform, root) {
  const server = await openSite({
    root: path.resolve(root),
    port: 0,
    host: '127.0.0.1',
    spa: true,
    runtimeConfig: path.join(platform.dataDir, 'runtime-config.json'),
    apiUpstream: upstreamSource({ file: path.join(platform.dataDir, 'api-upstream') }),
  });
  return { url: `http://localhost:${server.address().port}`, close: () => closeSite(server) };
}

/** Lighthouse's median run; with devtools throttling, which has no TTI, the run of median LCP. */
function medianRun(runs) {
  if (!THROTTLING) return computeMedianRun(runs);
  const byLcp = [...runs].sort(
    (a, b) => metric(a, 'largest-contentful-paint') - metric(b, 'largest-contentful-paint'),
  );
  return byLcp[Math.floor((byLcp.length - 1) / 2)];
}

function keepReport(name, lhr) {
  if (!REPORTS) return;
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(path.join(REPORTS, `${name}.json`), JSON.stringify(lhr));
}

const platform = await startBenchPlatform();
const before = BEFORE ? await serveShell(platform, BEFORE) : undefined;
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
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  if (only)
    pages.splice(
      0,
      pages.length,
      ...pages.filter((p) => only.includes(p.startsWith('/product/') ? 'product' : p)),
    );
  const builds = [{ label: '', shop }, ...(before ? [{ label: 'before-', shop: before.url }] : [])];
  // One visit first, so the servers' first answers (cold caches, lazy starts) are not measured.
  for (const build of builds) for (const pagePath of pages) await fetch(`${build.shop}${pagePath}`);

  const tables = new Map(builds.map((build) => [build, []]));
  for (const pagePath of pages) {
    const runs = new Map(builds.map((build) => [build, []]));
    for (let run = 0; run < RUNS; run++)
      for (const build of builds) runs.get(build).push(await audit(`${build.shop}${pagePath}`));
    for (const build of builds) {
      const median = medianRun(runs.get(build));
      tables.get(build).push(row(pagePath, median, runs.get(build)));
      const name = pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\W+/g, '-');
      keepReport(`${build.label}${name}`, median);
      const scores = runs.get(build).map((r) => score(r, 'performance'));
      console.log(
        `${build.label}${pagePath}: performance ${scores.join(', ')}; median run ${JSON.stringify(tables.get(build).at(-1))}`,
      );
    }
  }
  for (const build of builds) {
    const which = before ? (build.label ? ' (before)' : ' (after)') : '';
    console.log(`\nLighthouse, mobile, median of ${RUNS} runs${which}:\n`);
    console.log(markdown(tables.get(build)));
  }
} finally {
  await before?.close();
  await platform.close();
}
