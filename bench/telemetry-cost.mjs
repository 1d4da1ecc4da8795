#!/usr/bin/env node
// What metrics and traces cost: the platform started three ways, alternating round by round —
//   (a) METRICS_PORT=off and no collector named (no observability at all),
//   (b) the default: metrics on, traces off,
//   (c) metrics on and traces on, sent as OTLP http/json to a receiver in this script that
//       answers 200 to every batch and drops it —
// and in each, on 1,000 generated products: orders from 20 buyers each ordering about once a
// second (p95/p99 of each answer, order-load's phase), then GET /api/product/:id over the 1,000
// ids through the gateway with the edge cache warm (autocannon, c=50, catalogue-load's load).
// Prints every run, then the medians per configuration against (a) as a Markdown table.
//   node bench/telemetry-cost.mjs [rounds] [--orders 300] [--seconds 10] [--quiet-load 3]
// Before each run it waits (up to 2 minutes) for the 1-minute load average to fall to 3 and
// notes the load it started at. <SERVICE>_DATABASE_URL puts a service on a PostgreSQL server
// (its database is emptied before each start).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { askInTurn, productPaths, warm } from './catalogue-requests.mjs';
import { orderSession, percentile, sleep } from './order-phases.mjs';
import { emptyServerDatabases, seedGeneratedCatalogue, startBenchPlatform } from './platform.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    orders: { type: 'string' },
    seconds: { type: 'string' },
    'quiet-load': { type: 'string' },
  },
});
const ROUNDS = Number(positionals[0] ?? 3);
const ORDERS = Number(options.orders ?? 300);
const SECONDS = Number(options.seconds ?? 10);
const BUYERS = 20;
const PRODUCTS = 1_000;
const CONNECTIONS = 50;
const QUIET_LOAD = Number(options['quiet-load'] ?? 3);
const QUIET_WAIT_MS = 2 * 60_000;
const SERVICES = ['identity', 'catalog', 'order', 'analytics'];
const databaseUrl = (service) => process.env[`${service.toUpperCase()}_DATABASE_URL`];

// The configurations say what is observed; nothing inherited from this shell may add to it.
for (const name of [
  'METRICS_PORT',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
])
  delete process.env[name];

/** A collector that takes every batch of spans and keeps only its count and size. */
async function startDroppingReceiver() {
  const received = { batches: 0, bytes: 0 };
  const server = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk) => (bytes += chunk.length));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        received.batches += 1;
        received.bytes += bytes;
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else {
        res.writeHead(404).end();
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const loadAverages = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);

/** Waits for the 1-minute load average to fall to QUIET_LOAD (or gives up); answers it. */
async function quietEnough() {
  const until = Date.now() + QUIET_WAIT_MS;
  while (loadAverages()[0] > QUIET_LOAD && Date.now() < until) await sleep(10_000);
  return loadAverages();
}

/** How long each process's /metrics took to answer, and its size, as curl sees it. */
function metricsAnswers(platform) {
  return Object.entries(platform.metricsUrls).map(([name, url]) => {
    const [seconds, bytes] = execFileSync(
      'curl',
      ['-s', '-o', '/dev/null', '-w', '%{time_total} %{size_download}', url],
      { encoding: 'utf8' },
    ).split(' ');
    return `${name} ${(Number(seconds) * 1000).toFixed(1)} ms (${(Number(bytes) / 1024).toFixed(1)} KB)`;
  });
}

/** One platform in one configuration: its orders, then its cached product reads. */
async function measure(configuration, { timeMetrics }) {
  const load = await quietEnough();
  emptyServerDatabases(SERVICES.map(databaseUrl));
  const platform = await startBenchPlatform({
    env: configuration.env,
    beforeStart: async (dataDir) =>
      seedGeneratedCatalogue(dataDir, PRODUCTS, databaseUrl('catalog')),
  });
  try {
    const { phase, thinking } = await orderSession(platform);
    const orders = await phase(`${configuration.name} orders`, {
      buyers: BUYERS,
      orders: ORDERS,
      think: thinking(1000),
    });
    const base = `http://127.0.0.1:${platform.ports.gateway}`;
    const paths = await productPaths(base, PRODUCTS);
    await warm(base, paths);
    const reads = await askInTurn(base, paths, { connections: CONNECTIONS, duration: SECONDS });
    return {
      load,
      p95: percentile(orders.latencies, 0.95),
      p99: percentile(orders.latencies, 0.99),
      orderAnswers: Object.fromEntries(orders.statuses),
      readRate: reads.requests.average,
      readP99: reads.latency.p99,
      readErrors: reads.errors + reads.non2xx,
      metrics: timeMetrics ? metricsAnswers(platform) : [],
    };
  } finally {
    await platform.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const receiver = await startDroppingReceiver();
const configurations = [
  { name: '(a) no metrics, no traces', env: { METRICS_PORT: 'off' } },
  { name: '(b) metrics, no traces (default)', env: {} },
  {
    name: '(c) metrics and traces',
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    },
  },
];
const runs = new Map(configurations.map((configuration) => [configuration, []]));
const engine = SERVICES.some(databaseUrl) ? 'some services on a PostgreSQL server' : 'embedded';
console.log(
  `${ROUNDS} rounds; ${PRODUCTS} generated products, ${engine}; ${BUYERS} buyers ordering about once a second (${ORDERS} orders), then GET /api/product/:id over ${PRODUCTS} ids, edge cache warm, ${CONNECTIONS} connections, ${SECONDS} s`,
);
try {
  for (let round = 0; round < ROUNDS; round++) {
    // Each round starts one configuration later, so none is always first after a quiet spell.
    const order = configurations.map((_, i) => configurations[(i + round) % configurations.length]);
    for (const configuration of order) {
      const before = { ...receiver.received };
      const run = await measure(configuration, {
        timeMetrics: round === 0 && configuration === configurations[1],
      });
      runs.get(configuration).push(run);
      const exported =
        configuration === configurations[2]
          ? `  spans sent: ${receiver.received.batches - before.batches} batches, ${((receiver.received.bytes - before.bytes) / 1024).toFixed(0)} KB`
          : '';
      console.log(
        `round ${round + 1} ${configuration.name.padEnd(33)} load ${run.load.join(' ')}  orders p95 ${run.p95.toFixed(0)} ms p99 ${run.p99.toFixed(0)} ms ${JSON.stringify(run.orderAnswers)}  reads ${run.readRate.toFixed(0)} req/s p99 ${run.readP99} ms errors ${run.readErrors}${exported}`,
      );
      if (run.metrics.length) console.log(`  GET /metrics once each: ${run.metrics.join(', ')}`);
    }
  }
} finally {
  await receiver.close();
}

const baseline = runs.get(configurations[0]);
const against = (value, key) => {
  const base = median(baseline.map((run) => run[key]));
  const change = ((value - base) / base) * 100;
  return `${change >= 0 ? '+' : ''}${change.toFixed(1)} %`;
};
console.log(
  '\n| configuration | order p95 | vs (a) | order p99 | vs (a) | cached reads | vs (a) | 1-minute load at each run |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [configuration, measured] of runs) {
  const p95 = median(measured.map((run) => run.p95));
  const p99 = median(measured.map((run) => run.p99));
  const rate = median(measured.map((run) => run.readRate));
  console.log(
    `| ${configuration.name} | ${p95.toFixed(0)} ms | ${against(p95, 'p95')} | ${p99.toFixed(0)} ms | ${against(p99, 'p99')} | ${rate.toFixed(0)} req/s | ${against(rate, 'readRate')} | ${measured.map((run) => run.load[0].toFixed(1)).join(', ')} |`,
  );
}
