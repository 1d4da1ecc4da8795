#!/usr/bin/env node
// The catalogue under load through the gateway, on a generated catalogue (autocannon, c=50):
// GET /api/product/:id rotating over 1,000 ids and GET /api/product/search rotating over 200
// realistic queries (typos, words, filters, sorts, pages), asked as a browser asks (Accept-Encoding
// gzip, deflate, br, zstd), with the gateway's edge cache and the catalog's read cache on, the
// read cache alone, and both off, and the share of the two cores the gateway and the catalog
// took. Also the bytes of API data the collection's first visit fetches.
//   node bench/catalogue-load.mjs [seconds] [products]
// CATALOG_DATABASE_URL puts the catalog on a PostgreSQL server (the database is emptied first).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { emptyServerDatabases, startBenchPlatform } from './platform.mjs';

const duration = Number(process.argv[2] || 10);
const productCount = Number(process.argv[3] || 10_000);
const CONNECTIONS = 50;
const SEED_SCRIPT = path.resolve('services/catalog/dist/seed/seed-catalogue.main.js');
const serverUrl = process.env.CATALOG_DATABASE_URL;

function seed(dataDir) {
  execFileSync(process.execPath, [SEED_SCRIPT, '--count', String(productCount)], {
    env: {
      ...process.env,
      DATA_DIR: path.join(dataDir, 'catalog'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      ...(serverUrl ? { DATABASE_URL: serverUrl } : {}),
    },
    stdio: 'inherit',
  });
}

/** The pid listening on a port, from ss. */
function pidOn(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  return Number(/pid=(\d+)/.exec(out)?.[1]);
}

function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

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

async function getJson(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

const TYPOS = ['lofer', 'chelsae', 'oxfrod', 'jaket', 'sneakr', 'bomberr', 'brogeus', 'suade'];
const WORDS = ['leather', 'black boots', 'suede', 'chelsea', 'loafer', 'biker', 'tan', 'derby'];
const SORTS = ['relevant', 'low-high', 'high-low', 'name', 'newest', 'popular'];
const TYPES = ['Boots', 'Loafers', 'Oxfords', 'Sneakers', 'Bomber Jackets', 'Biker Jackets'];

/** 200 searches a shop sees: typos, words, filters, price bounds, sorts and pages. */
function realisticQueries() {
  const queries = [];
  for (let i = 0; queries.length < 200; i++) {
    const params = new URLSearchParams();
    const kind = i % 5;
    if (kind === 0) params.set('q', TYPOS[i % TYPOS.length]);
    if (kind === 1) params.set('q', WORDS[i % WORDS.length]);
    if (kind === 2) params.set('category', i % 2 ? 'Men' : 'Women');
    if (kind === 2 || kind === 3) params.set('subcategory', i % 3 ? 'Shoes' : 'Jackets');
    if (kind === 3) params.append('productType', TYPES[i % TYPES.length]);
    if (kind === 4) {
      params.set('minPrice', String(50 + (i % 4) * 50));
      if (i % 2) params.set('maxPrice', String(300 + (i % 3) * 100));
    }
    params.set('sortBy', SORTS[i % SORTS.length]);
    params.set('page', String(1 + (i % 4)));
    queries.push(`/api/product/search?${params}`);
  }
  return queries;
}

/** What Chromium sends with every request. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function load(base, paths) {
  let next = 0;
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    headers: BROWSER_HEADERS,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
}

async function measure(label, { edge, read }) {
  emptyServerDatabases([serverUrl]);
  const platform = await startBenchPlatform({
    env: { EDGE_CACHE: String(edge), READ_CACHE: String(read) },
    beforeStart: async (dataDir) => seed(dataDir),
  });
  try {
    const base = `http://127.0.0.1:${platform.ports.gateway}`;
    const ids = [];
    for (let page = 1; ids.length < 1000; page++) {
      const body = await getJson(`${base}/api/product/search?sortBy=newest&limit=48&page=${page}`);
      if (body.data.length === 0) break;
      ids.push(...body.data.map((product) => product._id));
    }
    const productPaths = ids.slice(0, 1000).map((id) => `/api/product/${id}`);
    const searchPaths = realisticQueries();
    const pids = { gateway: pidOn(platform.ports.gateway), catalog: pidOn(platform.ports.catalog) };

    const rows = [];
    for (const [name, paths] of [
      ['GET /api/product/:id', productPaths],
      ['GET /api/product/search', searchPaths],
    ]) {
      // Every path once first: the figures are the steady state of a shop whose pages have been
      // asked for, not its first minute after a restart.
      let warm = 0;
      await autocannon({
        url: base,
        connections: 10,
        amount: paths.length,
        headers: BROWSER_HEADERS,
        requests: [
          { setupRequest: (request) => ({ ...request, path: paths[warm++ % paths.length] }) },
        ],
      });
      const before = { gateway: cpuTicks(pids.gateway), catalog: cpuTicks(pids.catalog) };
      const started = Date.now();
      const result = await load(base, paths);
      const seconds = (Date.now() - started) / 1000;
      const share = (pid, ticks) =>
        `${(((cpuTicks(pid) - ticks) / 100 / seconds) * 100).toFixed(0)}%`;
      rows.push(
        `${label.padEnd(10)} ${name.padEnd(25)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}  CPU gateway ${share(pids.gateway, before.gateway)} catalog ${share(pids.catalog, before.catalog)}`,
      );
    }

    if (edge) {
      // What the collection fetches on a first visit: one search page with its facets.
      const first = await wireBytes(`${base}/api/product/search?sortBy=relevant&page=1&limit=24`);
      rows.push(
        `${label.padEnd(10)} collection first visit: ${(first.bytes / 1024).toFixed(1)} KB of API data (${first.encoding ?? 'identity'})`,
      );
    }
    return rows;
  } finally {
    await platform.close();
  }
}

const engine = serverUrl ? 'PostgreSQL server' : 'embedded PostgreSQL';
console.log(
  `${productCount} generated products, ${engine}, ${CONNECTIONS} connections, ${duration} s each, through the gateway`,
);
for (const line of await measure('edge+read', { edge: true, read: true })) console.log(line);
for (const line of await measure('read only', { edge: false, read: true })) console.log(line);
for (const line of await measure('no cache', { edge: false, read: false })) console.log(line);
