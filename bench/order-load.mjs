#!/usr/bin/env node
// Placing orders through the gateway on the demo catalogue: cash on delivery, two lines each (sizes
// in stock, shuffled), with the stock reservation, from 20 buyers at once (p50/p95/p99 of each
// order's answer); then the oversell check: 200 buyers at once for the last 10 pieces of one size.
//   node bench/order-load.mjs [orders]
// CATALOG_DATABASE_URL and ORDER_DATABASE_URL put those services on a PostgreSQL server (both
// databases are emptied first).
import { execFileSync } from 'node:child_process';
import { orderSession, percentile, sleep } from './order-phases.mjs';
import { emptyServerDatabases, startBenchPlatform } from './platform.mjs';

const ORDERS = Number(process.argv[2] || 400);
const BUYERS = 20;
const RUSH = 200;
const LAST_UNITS = 10;

function rows(url, query) {
  const out = execFileSync('psql', [url, '-qAt', '-F', ' ', '-c', query], { encoding: 'utf8' });
  return out
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' '));
}

/**
 * From order.placed written (the order's transaction, its outbox row's time) to the catalog's
 * consumer taking it (the transaction confirming the hold and adding to purchaseCount), per order.
 */
function eventLag(orderIds) {
  const epoch = (column) => `(extract(epoch from ${column}) * 1000)::float8`;
  const written = new Map(
    rows(
      process.env.ORDER_DATABASE_URL,
      `select id, ${epoch('created_at')}, payload -> 'payload' ->> 'orderId' from outbox where subject = 'order.placed'`,
    )
      .filter(([, , orderId]) => orderIds.has(orderId))
      .map(([id, at]) => [id, at]),
  );
  const lags = [];
  for (const [eventId, at] of rows(
    process.env.CATALOG_DATABASE_URL,
    `select event_id, ${epoch('processed_at')} from processed_events where consumer = 'catalog-order-stock'`,
  )) {
    if (written.has(eventId)) lags.push(Number(at) - Number(written.get(eventId)));
  }
  lags.sort((a, b) => a - b);
  const ms = (p) => `${percentile(lags, p).toFixed(0)} ms`;
  return `event lag (order.placed written → purchaseCount counted) p50 ${ms(0.5)}  p95 ${ms(0.95)}  p99 ${ms(0.99)}${lags.length < written.size ? ` (${written.size - lags.length} not yet counted)` : ''}`;
}

async function main() {
  emptyServerDatabases([process.env.CATALOG_DATABASE_URL, process.env.ORDER_DATABASE_URL]);
  const platform = await startBenchPlatform();
  try {
    const { place, phase, thinking, rush } = await orderSession(platform, {
      lastUnits: LAST_UNITS,
    });
    const engine = process.env.ORDER_DATABASE_URL ? 'PostgreSQL server' : 'embedded PostgreSQL';
    console.log(`COD orders of two lines through the gateway, ${engine}`);

    async function report(label, load) {
      const { perSecond, latencies, statuses, placed } = await phase(label, load);
      const ms = (p) => `${percentile(latencies, p).toFixed(0)} ms`;
      console.log(
        `  ${label}: ${perSecond.toFixed(1)} orders/s  p50 ${ms(0.5)}  p95 ${ms(0.95)}  p99 ${ms(0.99)}  answers ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      if (process.env.ORDER_DATABASE_URL && process.env.CATALOG_DATABASE_URL) {
        // The catalog's consumer may still be working through the phase's events.
        await sleep(3000);
        console.log(`    ${eventLag(placed)}`);
      }
    }

    await report('1 buyer, one order after another', { buyers: 1, orders: 50 });
    await report(`${BUYERS} buyers at once, each ordering about once a second`, {
      buyers: BUYERS,
      orders: ORDERS,
      think: thinking(1000),
    });
    await report(`${BUYERS} buyers at once, back to back (capacity)`, {
      buyers: BUYERS,
      orders: ORDERS,
    });

    // The oversell check: bring one size down to its last 10 pieces, then 200 buyers at once.
    if (rush.left > LAST_UNITS) {
      const { status } = await place([
        { productId: rush.productId, size: rush.size, quantity: rush.left - LAST_UNITS },
      ]);
      if (status !== 201) throw new Error(`could not bring the stock down (${status})`);
    }
    const rushAnswers = await Promise.all(
      Array.from({ length: RUSH }, () =>
        place([{ productId: rush.productId, size: rush.size, quantity: 1 }]),
      ),
    );
    const accepted = rushAnswers.filter((answer) => answer.status === 201).length;
    const refused = {};
    for (const { status } of rushAnswers)
      if (status !== 201) refused[status] = (refused[status] ?? 0) + 1;
    console.log(
      `  oversell check: ${RUSH} buyers at once for the last ${LAST_UNITS} pieces of one size: ${accepted} orders accepted, refused ${JSON.stringify(refused)}`,
    );
  } finally {
    await platform.close();
  }
}

await main();
