#!/usr/bin/env node
// The catalogue under load through the gateway, on a generated catalogue (autocannon, c=50),
// asked as a browser asks (Accept-Encoding gzip, deflate, br, zstd). Three modes:
//   node bench/catalogue-load.mjs [seconds] [products]
//     GET /api/product/:id rotating over 1,000 ids and GET /api/product/search rotating over 200
//     realistic queries (typos, words, filters, sorts, pages), with the gateway's edge cache and
//     the catalog's read cache on, the read cache alone, and both off, and the share of the two
//     cores the gateway and the catalog took; also the collection's first-visit API bytes.
//   node bench/catalogue-load.mjs --uncached-search [--seconds 10] [--products 10000]
//     Searches no cache has seen: caches off (READ_CACHE=false EDGE_CACHE=false), every request
//     a different query (words, misspellings, filter combinations, sorts, pages), never repeated.
//   node bench/catalogue-load.mjs --sizes [--seconds 10] [--products 100000]
//     Search, product pages, the collection listing and the back office's product list, with
//     both caches on and with both off (searches then never repeated).
// CATALOG_DATABASE_URL puts the catalog on a PostgreSQL server (the database is emptied first).
import http from 'node:http';
import { parseArgs } from 'node:util';
import {
  adminListPages,
  collectionListings,
  distinctSearches,
  realisticQueries,
} from './catalogue-queries.mjs';
import { askInTurn, productPaths, warm } from './catalogue-requests.mjs';
import {
  benchToken,
  cpuTicks,
  emptyServerDatabases,
  pidOn,
  profiledPhase,
  seedGeneratedCatalogue,
  startBenchPlatform,
} from './platform.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string' },
    products: { type: 'string' },
    'uncached-search': { type: 'boolean' },
    sizes: { type: 'boolean' },
  },
});
const duration = Number(options.seconds ?? positionals[0] ?? 10);
const productCount = Number(options.products ?? positionals[1] ?? 10_000);
const CONNECTIONS = 50;
const serverUrl = process.env.CATALOG_DATABASE_URL;

/** Raw bytes on the wire for a GET (gzip asked for, not unpacked). */
function wireBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] }));
      })
      .on('error', reject);
  });
}

function load(base, paths, options = {}) {
  return askInTurn(base, paths, { connections: CONNECTIONS, duration, ...options });
}

/** A platform on a freshly seeded catalogue, with the caches as asked. */
async function withPlatform({ edge, read }, measure) {
  emptyServerDatabases([serverUrl]);
  const platform = await startBenchPlatform({
    env: { EDGE_CACHE: String(edge), READ_CACHE: String(read) },
    beforeStart: async (dataDir) => seedGeneratedCatalogue(dataDir, productCount, serverUrl),
  });
  try {
    const base = `http://127.0.0.1:${platform.ports.gateway}`;
    const pids = { gateway: pidOn(platform.ports.gateway), catalog: pidOn(platform.ports.catalog) };
    return await measure({ platform, base, pids });
  } finally {
    await platform.close();
  }
}

/** Runs one load and answers its row: req/s, p50, p99, errors and each process's CPU share. */
async function row(label, name, { base, pids }, paths, options) {
  const before = { gateway: cpuTicks(pids.gateway), catalog: cpuTicks(pids.catalog) };
  const started = Date.now();
  const result = await profiledPhase(`${label} ${name}`, () => load(base, paths, options));
  const seconds = (Date.now() - started) / 1000;
  const share = (pid, ticks) => `${(((cpuTicks(pid) - ticks) / 100 / seconds) * 100).toFixed(0)}%`;
  // Timeouts are counted among autocannon's errors; non-2xx are answers such as the 503 of a
  // search past its deadline.
  const errors = `${result.errors + result.non2xx} (${result.timeouts} timeouts, ${result.non2xx} non-2xx)`;
  return `${label.padEnd(10)} ${name.padEnd(32)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors} (${result.requests.total} requests)  CPU gateway ${share(pids.gateway, before.gateway)} catalog ${share(pids.catalog, before.catalog)}`;
}

/** The three cache set-ups over product pages and 200 rotating searches. */
async function cacheSetups(label, caches) {
  return withPlatform(caches, async (running) => {
    const rows = [];
    for (const [name, paths] of [
      ['GET /api/product/:id', await productPaths(running.base, 1000)],
      ['GET /api/product/search', realisticQueries()],
    ]) {
      await warm(running.base, paths);
      rows.push(await row(label, name, running, paths));
    }
    if (caches.edge) {
      // What the collection fetches on a first visit: one search page with its facets.
      const first = await wireBytes(
        `${running.base}/api/product/search?sortBy=relevant&page=1&limit=24`,
      );
      rows.push(
        `${label.padEnd(10)} collection first visit: ${(first.bytes / 1024).toFixed(1)} KB of API data (${first.encoding ?? 'identity'})`,
      );
    }
    return rows;
  });
}

/**
 * Enough different searches that none is asked twice: 200 to warm up with, then the run's.
 */
function neverRepeated() {
  const searches = distinctSearches(200 + duration * 2_000);
  return { warmUp: searches.slice(0, 200), run: searches.slice(200) };
}

async function uncachedSearch() {
  return withPlatform({ edge: false, read: false }, async (running) => {
    const searches = neverRepeated();
    await warm(running.base, searches.warmUp);
    return [
      await row('no cache', 'GET /api/product/search (never repeated)', running, searches.run, {
        once: true,
      }),
    ];
  });
}

/** Each call of a big catalogue, cached (the steady state) and uncached. */
async function atSize(label, caches) {
  return withPlatform(caches, async (running) => {
    const admin = { authorization: `Bearer ${benchToken(running.platform, { isAdmin: true })}` };
    const cached = caches.edge || caches.read;
    const searches = cached
      ? { warmUp: realisticQueries(), run: realisticQueries() }
      : neverRepeated();
    const calls = [
      ['GET /api/product/search', searches.run, { once: !cached, warmUp: searches.warmUp }],
      ['GET /api/product/:id', await productPaths(running.base, 1000), {}],
      ['collection (search, no words)', collectionListings(500), {}],
      ['admin list GET /api/product?admin', adminListPages(500, productCount), { headers: admin }],
    ];
    const rows = [];
    for (const [name, paths, options] of calls) {
      await warm(running.base, options.warmUp ?? paths, options.headers);
      rows.push(await row(label, name, running, paths, options));
    }
    return rows;
  });
}

const engine = serverUrl ? 'PostgreSQL server' : 'embedded PostgreSQL';
console.log(
  `${productCount} generated products, ${engine}, ${CONNECTIONS} connections, ${duration} s each, through the gateway`,
);
const runs = options['uncached-search']
  ? [uncachedSearch]
  : options.sizes
    ? [
        () => atSize('edge+read', { edge: true, read: true }),
        () => atSize('no cache', { edge: false, read: false }),
      ]
    : [
        () => cacheSetups('edge+read', { edge: true, read: true }),
        () => cacheSetups('read only', { edge: false, read: true }),
        () => cacheSetups('no cache', { edge: false, read: false }),
      ];
for (const run of runs) for (const line of await run()) console.log(line);
