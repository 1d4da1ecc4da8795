#!/usr/bin/env node
// Lighthouse on the shop's pages: performance, accessibility, best practices and SEO scores with
// LCP, FCP, TBT and CLS of three runs per page, and where the median run's LCP went: its element,
// and its time to first byte, load delay, load time and render delay, as Lighthouse splits it.
// Performance is the median of the runs' scores (each run in brackets); the other figures are
// those of Lighthouse's own choice of median run. Each run's page is asked once just before it,
// so a page the storefront renders comes from its HTML cache, as a page shoppers visit does.
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
//
// LIGHTHOUSE_SHOPPER=1 measures as a signed-in shopper with two lines in the cart and one order
// placed: each run's browser is given the shopper's token and cart before Lighthouse loads the
// page (storage kept), and the pages are /cart, /place-order and /orders?placed=<the order>, or
// LIGHTHOUSE_PAGES (any path, e.g. /orders).
//
// LIGHTHOUSE_COMPARE=server-rendering serves the platform's shell build a second time, from a
// static-server of its own with SERVER_RENDERING=off (every page the bare index.html, as before
// the server rendered pages), and alternates runs the same way; its reports get an `unrendered-`
// prefix.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { upstreamSource } from '../packages/static-server/src/api-proxy.mjs';
import { closeSite, openSite } from '../packages/static-server/src/sites.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { markdownTable } from './markdown-table.mjs';
import { benchToken, startBenchPlatform } from './platform.mjs';
import { LOAD_ADDRESS } from '../scripts/load-address.mjs';

const { orderTotals } = createRequire(import.meta.url)('../packages/contracts');

const RUNS = Number(process.argv[2] ?? 3);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const BEFORE = process.env.LIGHTHOUSE_BEFORE;
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING;
const COMPARE = process.env.LIGHTHOUSE_COMPARE;
const SHOPPER = process.env.LIGHTHOUSE_SHOPPER === '1';
const STATIC_SERVER = path.resolve('packages/static-server/src/cli.mjs');
if (COMPARE && COMPARE !== 'server-rendering') {
  throw new Error(`LIGHTHOUSE_COMPARE=${COMPARE}: only server-rendering is known`);
}
if (COMPARE && BEFORE) throw new Error('LIGHTHOUSE_COMPARE and LIGHTHOUSE_BEFORE: one at a time');

/** The first product of the catalogue, for its page. */
async function productPath(apiBase) {
  const response = await fetch(`${apiBase}/api/product/search?sortBy=newest&limit=1`);
  const body = await response.json();
  const id = body.data?.[0]?._id;
  if (!id) throw new Error('the catalogue has no product to measure a product page with');
  return `/product/${id}`;
}

/**
 * A signed-in shopper of `shop`: a token, a cart of two lines and one order placed (by the API, as
 * the checkout would), for LIGHTHOUSE_SHOPPER.
 */
async function shopperOf(platform, shop) {
  const api = `http://127.0.0.1:${platform.ports.gateway}`;
  const token = benchToken(platform);
  const answer = await fetch(`${api}/api/product/search?sortBy=newest&limit=8`).then((r) =>
    r.json(),
  );
  const lines = (answer.data ?? [])
    .flatMap((product) =>
      (product.shoeDetails?.sizes ?? product.jacketDetails?.sizes ?? [])
        .filter((size) => size.available && size.stock > 1)
        .slice(0, 1)
        .map((size) => ({ product, size: size.sizeLabel })),
    )
    .slice(0, 2);
  if (lines.length < 2) throw new Error('the catalogue has no two products in stock to buy');
  const items = lines.map(({ product, size }) => ({ productId: product._id, size, quantity: 1 }));
  const { amount } = orderTotals(
    lines.map(({ product }) => ({ unitPrice: product.effectivePrice, quantity: 1 })),
  );
  const placed = await fetch(`${api}/api/order/place`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ address: LOAD_ADDRESS, items, amount, displayCurrency: 'EUR' }),
  }).then((r) => r.json());
  if (!placed.order?._id) throw new Error(`the order was not placed: ${JSON.stringify(placed)}`);
  const cart = Object.fromEntries(lines.map(({ product, size }) => [product._id, { [size]: 1 }]));
  return {
    pages: ['/cart', '/place-order', `/orders?placed=${placed.order._id}`],
    /** Gives the browser on `port` the shopper's storage, on the shop's origin. */
    async prepare(port) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(`${shop}/faq`, { waitUntil: 'domcontentloaded' });
      await page.evaluate(
        ([stored, cartItems]) => {
          localStorage.setItem('token', stored);
          localStorage.setItem('surveyCompleted', 'true');
          localStorage.setItem('cartItems', cartItems);
        },
        [token, JSON.stringify(cart)],
      );
      await page.close();
      await browser.close();
    },
  };
}

/** One Lighthouse run in a fresh browser, as the Lighthouse CLI does it. */
async function audit(url, prepare) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    await prepare?.(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(THROTTLING && { throttlingMethod: THROTTLING }),
      ...(prepare && { disableStorageReset: true }),
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
    FCP: `${(metric(lhr, 'first-contentful-paint') / 1000).toFixed(2)} s`,
    TBT: `${Math.round(metric(lhr, 'total-blocking-time'))} ms`,
    CLS: metric(lhr, 'cumulative-layout-shift').toFixed(3),
  };
}

/** The median run's LCP element and the four parts of its time, as Lighthouse splits it. */
function lcpBreakdown(pagePath, lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  const timing = Object.fromEntries(
    (phases?.items ?? []).map(({ phase, timing: ms }) => [phase, `${Math.round(ms)} ms`]),
  );
  return {
    page: pagePath,
    'LCP element': node ? `\`${node.selector}\` (${node.nodeLabel})` : 'none',
    TTFB: timing.TTFB ?? '',
    'load delay': timing['Load Delay'] ?? '',
    'load time': timing['Load Time'] ?? '',
    'render delay': timing['Render Delay'] ?? '',
    'server response (observed)': `${Math.round(metric(lhr, 'server-response-time'))} ms`,
  };
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

/**
 * The platform's shell build served again by a static-server of its own with server rendering off,
 * beside the same services and remotes.
 */
async function serveUnrendered(platform) {
  const server = spawn(
    process.execPath,
    [
      STATIC_SERVER,
      ...['--dir', path.resolve('shell/dist'), '--port', '0', '--host', '127.0.0.1', '--spa'],
      ...['--runtime-config', path.join(platform.dataDir, 'runtime-config.json')],
      ...['--api-upstream-file', path.join(platform.dataDir, 'api-upstream')],
    ],
    { env: { ...process.env, SERVER_RENDERING: 'off' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const listening = /listening on http:\/\/[^:]+:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    exited.then((code) => reject(new Error(`the unrendered shell's server exited (${code})`)));
  });
  return {
    url: `http://localhost:${port}`,
    close: () => {
      server.kill('SIGTERM');
      return exited;
    },
  };
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
/** The shell measured beside the platform's own, if any: its reports' prefix, its tables' name. */
const other = BEFORE
  ? { label: 'before-', name: 'before', ...(await serveShell(platform, BEFORE)) }
  : COMPARE
    ? { label: 'unrendered-', name: 'SERVER_RENDERING=off', ...(await serveUnrendered(platform)) }
    : undefined;
try {
  const shop = platform.urls.shop;
  const shopper = SHOPPER ? await shopperOf(platform, shop) : undefined;
  const pages = shopper?.pages ?? [
    '/',
    '/collection',
    await productPath(`http://127.0.0.1:${platform.ports.gateway}`),
    '/cart',
    '/login',
    '/faq',
  ];
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  if (only) {
    const known = pages.map((p) => (p.startsWith('/product/') ? 'product' : p));
    pages.splice(0, pages.length, ...pages.filter((p, i) => only.includes(known[i])));
    // Any other path asked for is measured as it is, e.g. /collection?search=boots.
    pages.push(...only.filter((p) => p.startsWith('/') && !known.includes(p)));
  }
  const builds = [
    { label: '', name: COMPARE ? 'server rendering on' : 'after', shop },
    ...(other ? [{ label: other.label, name: other.name, shop: other.url }] : []),
  ];
  // One visit first, so the servers' first answers (cold caches, lazy starts) are not measured.
  for (const build of builds) for (const pagePath of pages) await fetch(`${build.shop}${pagePath}`);

  const tables = new Map(builds.map((build) => [build, { scores: [], lcp: [] }]));
  for (const pagePath of pages) {
    const runs = new Map(builds.map((build) => [build, []]));
    for (let run = 0; run < RUNS; run++)
      for (const build of builds) {
        // Kept afresh in the storefront's HTML cache (60 s), however long the runs before took.
        await fetch(`${build.shop}${pagePath}`);
        runs.get(build).push(await audit(`${build.shop}${pagePath}`, shopper?.prepare));
      }
    for (const build of builds) {
      const median = medianRun(runs.get(build));
      tables.get(build).scores.push(row(pagePath, median, runs.get(build)));
      tables.get(build).lcp.push(lcpBreakdown(pagePath, median));
      const name = pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\W+/g, '-');
      keepReport(`${build.label}${name}`, median);
      const scores = runs.get(build).map((r) => score(r, 'performance'));
      console.log(
        `${build.label}${pagePath}: performance ${scores.join(', ')}; median run ${JSON.stringify(tables.get(build).scores.at(-1))} ${JSON.stringify(tables.get(build).lcp.at(-1))}`,
      );
    }
  }
  for (const build of builds) {
    const which = other ? ` (${build.name})` : '';
    console.log(`\nLighthouse, mobile, median of ${RUNS} runs${which}:\n`);
    console.log(markdownTable(tables.get(build).scores));
    console.log(`\nThe median run's LCP${which}:\n`);
    console.log(markdownTable(tables.get(build).lcp));
  }
} finally {
  await other?.close();
  await platform.close();
}
