#!/usr/bin/env node
// Product pages of the storefront under load (autocannon, c=20), every product of a generated
// catalogue in turn, asked as a browser asks for a page (Accept text/html, Accept-Encoding with
// br), from the shell's server as `npm start` serves it:
//   node bench/storefront-load.mjs [seconds] [products]
// Three platforms, one after the other, each on a freshly seeded catalogue:
//   - unrendered (SERVER_RENDERING=off): index.html as before the server rendered pages;
//   - rendered, from the HTML cache: every page asked once first, so the run is answered from
//     the pages kept (the share of `x-cache: HIT` says how many were);
//   - rendered afresh (HTML_CACHE_SECONDS=0): every page rendered for each request, its API reads
//     answered by the gateway's edge cache as in the running shop.
// Each row has req/s, p50 and p99, the bytes of a page on the wire, the share of the two cores the
// storefront's process (the static-server serving the shell and the remotes), the gateway and the
// catalog took, and the machine's load average as the run began.
// CATALOG_DATABASE_URL puts the catalog on a PostgreSQL server (the database is emptied first).
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { markdownTable } from './markdown-table.mjs';
import {
  cpuTicks,
  emptyServerDatabases,
  pidOn,
  profiledPhase,
  seedGeneratedCatalogue,
  startBenchPlatform,
} from './platform.mjs';

const duration = Number(process.argv[2] ?? 10);
const productCount = Number(process.argv[3] ?? 300);
const CONNECTIONS = 20;
const serverUrl = process.env.CATALOG_DATABASE_URL;
/** How long the HTML cache may take to hear NATS after the start, before it keeps pages. */
const CACHE_LIVE_TIMEOUT_MS = 20_000;

/** What Chromium sends when it navigates to a page. */
const PAGE_HEADERS = {
  accept:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

const SETUPS = [
  { name: 'unrendered (SERVER_RENDERING=off)', env: { SERVER_RENDERING: 'off' } },
  { name: 'rendered, HTML cache', env: {}, cached: true },
  { name: 'rendered afresh (HTML_CACHE_SECONDS=0)', env: { HTML_CACHE_SECONDS: '0' } },
];

/** Ids of Active products, newest first, as the addresses of their pages. */
async function productPages(api, count) {
  const pages = [];
  for (let page = 1; pages.length < count; page++) {
    const answer = await fetch(`${api}/api/product/search?sortBy=newest&limit=48&page=${page}`);
    if (!answer.ok) throw new Error(`product search: ${answer.status}`);
    const { data } = await answer.json();
    if (data.length === 0) break;
    pages.push(...data.map((product) => `/product/${product._id}`));
  }
  return pages.slice(0, count);
}

/** Asks `paths` in turn, counting the answers' `x-cache` (none: not rendered by the server). */
function load(shop, paths, options) {
  let next = 0;
  const xCache = { HIT: 0, MISS: 0, none: 0 };
  const run = autocannon({
    url: shop,
    connections: CONNECTIONS,
    headers: PAGE_HEADERS,
    ...options,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
        onResponse: (status, body, context, headers) => {
          const kept = headers['x-cache'];
          xCache[kept in xCache ? kept : 'none']++;
        },
      },
    ],
  });
  return run.then((result) => ({ ...result, xCache }));
}

/** Waits until the HTML cache hears the catalogue's events and keeps a page asked twice. */
async function untilPagesAreKept(shop, pagePath) {
  const deadline = Date.now() + CACHE_LIVE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    await fetch(`${shop}${pagePath}`, { headers: PAGE_HEADERS });
    const again = await fetch(`${shop}${pagePath}`, { headers: PAGE_HEADERS });
    if (again.headers.get('x-cache') === 'HIT') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the storefront kept no page within ${CACHE_LIVE_TIMEOUT_MS / 1000} s`);
}

const percent = (part, whole) => `${((100 * part) / whole).toFixed(0)} %`;

async function measure(setup) {
  emptyServerDatabases([serverUrl]);
  const platform = await startBenchPlatform({
    env: setup.env,
    beforeStart: async (dataDir) => seedGeneratedCatalogue(dataDir, productCount, serverUrl),
  });
  try {
    const shop = `http://127.0.0.1:${platform.ports.shell}`;
    const paths = await productPages(`http://127.0.0.1:${platform.ports.gateway}`, productCount);
    if (setup.cached) await untilPagesAreKept(shop, paths[0]);
    // Every page once: the caches and the code warm, the steady state of a shop seen before.
    await load(shop, paths, { connections: 10, amount: paths.length });
    const pids = {
      storefront: pidOn(platform.ports.shell),
      gateway: pidOn(platform.ports.gateway),
      catalog: pidOn(platform.ports.catalog),
    };
    const ticks = Object.fromEntries(
      Object.entries(pids).map(([app, pid]) => [app, cpuTicks(pid)]),
    );
    const load1 = loadavg()[0].toFixed(1);
    const started = Date.now();
    const result = await profiledPhase(setup.name, () => load(shop, paths, { duration }));
    const seconds = (Date.now() - started) / 1000;
    const share = (app) => percent((cpuTicks(pids[app]) - ticks[app]) / 100, seconds);
    const answers = result.requests.total;
    return {
      storefront: setup.name,
      'req/s': result.requests.average.toFixed(0),
      p50: `${result.latency.p50} ms`,
      p99: `${result.latency.p99} ms`,
      'x-cache HIT': setup.cached ? percent(result.xCache.HIT, answers) : '',
      'rendered by the server': percent(answers - result.xCache.none, answers),
      'a page on the wire': `${(result.throughput.total / answers / 1024).toFixed(1)} KB`,
      'CPU storefront, gateway, catalog': ['storefront', 'gateway', 'catalog']
        .map(share)
        .join(', '),
      errors: `${result.errors + result.non2xx} (${result.timeouts} timeouts, ${result.non2xx} non-2xx)`,
      'load average': load1,
    };
  } finally {
    await platform.close();
  }
}

const engine = serverUrl ? 'PostgreSQL server' : 'embedded PostgreSQL';
console.log(
  `Product pages of ${productCount} generated products, ${engine}, ${CONNECTIONS} connections, ${duration} s each, through the shell's server`,
);
const rows = [];
for (const setup of SETUPS) {
  rows.push(await measure(setup));
  console.log(JSON.stringify(rows.at(-1)));
}
console.log(`\n${markdownTable(rows)}`);
