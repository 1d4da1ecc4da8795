#!/usr/bin/env node
// The soak: the whole platform with two replicas of every service, a three-node NATS cluster and
// fresh databases on the PostgreSQL server, shoppers buying at a steady rate while a replica is
// SIGKILLed every 30 s (and started again 5 s later) and one NATS node is stopped for 20 s.
// Then it waits for the services to agree and checks that nothing was lost, duplicated or
// oversold. The last line is the verdict; exit code 0 only when it holds.
//
//   npm run soak -- [--minutes 5] [--shoppers 12] [--think-ms 1000] [--db-outage]
//
// --db-outage: every database refuses connections, its open ones terminated, for 20 s in the
// middle of the run. The shoppers must then see 503s only (no other 5xx: `5xx 0` on the last
// line), and the product pages read before the outage must all still answer 200 during it.
//
// PostgreSQL: SOAK_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where
// the four databases are created, and dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { builtServiceKit } from '../platform/operator-script.mjs';
import { runChaos } from './chaos.mjs';
import {
  deadLetters,
  orderBook,
  outboxes,
  refusals,
  stockBalance,
  stockLevels,
} from './checks.mjs';
import { runShoppers, Tally } from './shoppers.mjs';

const require = createRequire(import.meta.url);
const { ALL_APPS } = require('../platform/apps.cjs');
const { startPlatform } = require('../platform/launch.cjs');
const { createTestDatabaseUrl } = require('@shop/service-kit/testing');

const CONVERGE_LIMIT_S = 60;

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    shoppers: { type: 'string', default: '12' },
    'think-ms': { type: 'string', default: '1000' },
    'db-outage': { type: 'boolean', default: false },
  },
});
const minutes = Number(values.minutes);
const log = (line) => console.log(`soak: ${line}`);

/** Waits until every outbox is published and the services agree with the orders, or the limit. */
async function converge(platform, databaseUrls, initial, tally) {
  const kit = builtServiceKit();
  const rpc = {
    service: 'soak',
    natsUrl: platform.natsUrl,
    namespace: platform.natsNamespace,
    timeoutMs: 30_000,
  };
  const client = new kit.ServiceClient(new kit.RpcClient(rpc), rpc);
  const started = Date.now();
  let state;
  try {
    for (;;) {
      const pending = (await outboxes(databaseUrls)).pending;
      const { remaining } = await kit.reconcileOrders({
        ask: (pattern, request) => client.send(pattern, request),
        fix: false,
        settledBefore: new Date(),
        log: () => undefined,
      });
      const book = await orderBook(databaseUrls.order, tally);
      const stock = stockBalance(initial, await stockLevels(databaseUrls.catalog), book.rows);
      state = { pending, remaining, book, stock };
      const agreed = pending === 0 && remaining.length === 0 && stock.mismatched.length === 0;
      const seconds = (Date.now() - started) / 1000;
      if (agreed || seconds > CONVERGE_LIMIT_S) return { ...state, agreed, seconds };
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await client.onApplicationShutdown();
  }
}

/** A fresh database per service on the PostgreSQL server, and their dropping. */
async function createDatabases(services) {
  if (process.env.SOAK_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.SOAK_DATABASE_URL;
  const made = await Promise.all(services.map((service) => createTestDatabaseUrl(service)));
  const drop = () => Promise.all(made.map((database) => database.drop()));
  if (made.some((database) => database.engine !== 'server')) {
    await drop();
    throw new Error('the soak needs a PostgreSQL server (SOAK_DATABASE_URL)');
  }
  return { urls: Object.fromEntries(services.map((s, i) => [s, made[i].url])), drop };
}

async function main() {
  const databases = await createDatabases(['identity', 'catalog', 'order', 'analytics']);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-soak-'));
  const tally = new Tally();
  let platform;
  try {
    platform = await startPlatform({
      ports: Object.fromEntries(ALL_APPS.map((app) => [app.name, 0])),
      dataDir,
      databaseUrls: databases.urls,
      natsPort: 0,
      natsCluster: 3,
      replicas: 2,
      env: { LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: String(1e9) },
      quiet: true,
    });
    log(`platform up: ${Object.values(platform.replicas).flat().join(', ')}; ${minutes} min`);
    const initial = await stockLevels(databases.urls.catalog);
    const endsAt = Date.now() + minutes * 60_000;
    const until = () => Date.now() >= endsAt;
    const [chaos] = await Promise.all([
      runChaos({
        platform,
        until,
        log,
        databases: values['db-outage']
          ? { urls: databases.urls, endsAt, outage: tally.databaseOutage }
          : undefined,
      }),
      runShoppers({
        platform,
        tally,
        shoppers: Number(values.shoppers),
        thinkMs: Number(values['think-ms']),
        until,
      }),
    ]);

    const result = await converge(platform, databases.urls, initial, tally);
    const events = await outboxes(databases.urls);
    const letters = await deadLetters(platform.natsUrl, platform.natsNamespace);
    const refused = await refusals(databases.urls);
    const p99 = tally.p99();
    const during = chaos.windows.length
      ? Math.max(...chaos.windows.map((w) => tally.p99(w.from, w.to)))
      : 0;
    log(`kills: ${chaos.kills.join(', ') || 'none'}; NATS node stopped: ${chaos.natsOutage}`);
    log(
      `p99 steady ${tally.p99(0, chaos.windows[0]?.from ?? Infinity)} ms, during a kill up to ${during} ms`,
    );
    log(`errors by kind: ${JSON.stringify(Object.fromEntries(tally.errors))}`);
    log(`checkouts given up after every try: ${tally.abandoned.length}`);
    const seen = tally.seenReads;
    if (values['db-outage'])
      log(
        `during the database outage: ${seen.answered} of ${seen.asked} reads of product pages seen before it answered 200 (${tally.seenProducts.size} products seen)`,
      );
    for (const line of result.stock.mismatched.slice(0, 10)) log(`stock: ${line}`);
    for (const difference of result.remaining.slice(0, 10))
      log(`difference: ${JSON.stringify(difference)}`);
    log(
      `outbox: ${events.pending} pending, ${events.failed} given up; dead letters ${letters}; refusals not settled ${refused}`,
    );
    const lost = result.book.lost.length;
    const { duplicated } = result.book;
    const { oversold } = result.stock;
    const healthy =
      lost === 0 &&
      duplicated === 0 &&
      oversold === 0 &&
      result.agreed &&
      events.failed === 0 &&
      letters === 0 &&
      tally.serverErrors === 0 &&
      seen.answered === seen.asked;
    console.log(
      `soak: ${tally.accepted.size} orders, ${events.published} events, lost ${lost}, duplicated ${duplicated}, oversold ${oversold}, converged in ${result.agreed ? result.seconds.toFixed(1) : `>${CONVERGE_LIMIT_S}`} s, p99 ${p99} ms, errors ${tally.errorCount()}, 5xx ${tally.serverErrors}`,
    );
    process.exitCode = healthy ? 0 : 1;
  } finally {
    await platform?.stop();
    await databases.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`soak: ${error.stack ?? error}`);
  process.exit(1);
});
