#!/usr/bin/env node
// Placing orders through the gateway on the demo catalogue: cash on delivery, two lines each (sizes
// in stock, shuffled), with the stock reservation, from 20 buyers at once (p50/p95/p99 of each
// order's answer); then the oversell check: 200 buyers at once for the last 10 pieces of one size.
//   node bench/order-load.mjs [orders]
// CATALOG_DATABASE_URL and ORDER_DATABASE_URL put those services on a PostgreSQL server (both
// databases are emptied first).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  benchToken,
  emptyServerDatabases,
  profiledPhase,
  startBenchPlatform,
} from './platform.mjs';
import { LOAD_ADDRESS as ADDRESS } from '../scripts/load-address.mjs';

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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main() {
  emptyServerDatabases([process.env.CATALOG_DATABASE_URL, process.env.ORDER_DATABASE_URL]);
  const platform = await startBenchPlatform();
  try {
    const api = `http://127.0.0.1:${platform.ports.gateway}`;
    const token = benchToken(platform);
    const get = async (path) => (await fetch(`${api}${path}`)).json();
    const place = async (items) => {
      const amount = await priced(items);
      const started = performance.now();
      const res = await fetch(`${api}/api/order/place`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ address: ADDRESS, items, amount }),
      });
      const body = await res.json();
      return { status: res.status, ms: performance.now() - started, orderId: body.order?._id };
    };

    // Every (product, size) with stock: each order takes one piece from two of them, round robin.
    const products = [];
    for (let page = 1; ; page++) {
      const body = await get(`/api/product/search?limit=48&page=${page}`);
      products.push(...body.data);
      if (page >= body.pagination.pages) break;
    }
    const byId = new Map(products.map((product) => [product._id, product]));
    // Mixed as a shop's orders are: two buyers rarely want the same product at the same moment
    // (the oversell check below is the case where they all do). A fixed seed keeps runs alike.
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pool = products.flatMap((product) =>
      (product.shoeDetails?.sizes ?? product.jacketDetails?.sizes ?? [])
        .filter((size) => size.available && size.stock > 0)
        .map((size) => ({ productId: product._id, size: size.sizeLabel, left: size.stock })),
    );
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    // Kept aside for the oversell check: a size that can be brought down to its last pieces.
    const rushIndex = pool.findIndex(
      (line) => line.left >= LAST_UNITS && line.left - LAST_UNITS <= 99,
    );
    if (rushIndex < 0) throw new Error('no size with enough stock for the oversell check');
    const [rush] = pool.splice(rushIndex, 1);
    const priceOf = (productId) => byId.get(productId).effectivePrice;
    async function priced(items) {
      const subtotal = items.reduce(
        (sum, line) => sum + priceOf(line.productId) * line.quantity,
        0,
      );
      const rounded = Math.round(subtotal * 100) / 100;
      return rounded >= 50 ? rounded : Math.round((rounded + 10) * 100) / 100;
    }
    let cursor = 0;
    const nextLine = () => {
      for (let tries = 0; tries < pool.length; tries++) {
        const line = pool[cursor++ % pool.length];
        if (line.left > 0) {
          line.left -= 1;
          return { productId: line.productId, size: line.size, quantity: 1 };
        }
      }
      throw new Error('the demo catalogue ran out of stock: ask for fewer orders');
    };

    // Warm-up: the first orders open the connections and fill the caches.
    for (let i = 0; i < 10; i++) await place([nextLine(), nextLine()]);
    const engine = process.env.ORDER_DATABASE_URL ? 'PostgreSQL server' : 'embedded PostgreSQL';
    console.log(`COD orders of two lines through the gateway, ${engine}`);

    /** `buyers` shoppers placing `orders` between them; each thinks `think()` ms between orders. */
    async function phase(label, { buyers, orders, think = () => 0 }) {
      const latencies = [];
      const statuses = new Map();
      const placed = new Set();
      let remaining = orders;
      const started = performance.now();
      await profiledPhase(label, () =>
        Promise.all(
          Array.from({ length: buyers }, async () => {
            // A shopper's first order waits a think time of its own, as every later one does, so
            // the orders arrive as one Poisson stream from the start. A fraction of it sent about
            // a quarter of the buyers in the first 100 ms: a burst the steady stream never has.
            await sleep(think());
            while (remaining-- > 0) {
              const { status, ms, orderId } = await place([nextLine(), nextLine()]);
              latencies.push(ms);
              if (orderId) placed.add(orderId);
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              if (remaining > 0) await sleep(think());
            }
          }),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      const ms = (p) => `${percentile(latencies, p).toFixed(0)} ms`;
      console.log(
        `  ${label}: ${(orders / seconds).toFixed(1)} orders/s  p50 ${ms(0.5)}  p95 ${ms(0.95)}  p99 ${ms(0.99)}  answers ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      if (process.env.ORDER_DATABASE_URL && process.env.CATALOG_DATABASE_URL) {
        // The catalog's consumer may still be working through the phase's events.
        await sleep(3000);
        console.log(`    ${eventLag(placed)}`);
      }
    }
    // Think times drawn from an exponential distribution: orders arrive as a Poisson stream.
    const thinking = (meanMs) => () => -Math.log(1 - random()) * meanMs;

    await phase('1 buyer, one order after another', { buyers: 1, orders: 50 });
    await phase(`${BUYERS} buyers at once, each ordering about once a second`, {
      buyers: BUYERS,
      orders: ORDERS,
      think: thinking(1000),
    });
    await phase(`${BUYERS} buyers at once, back to back (capacity)`, {
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
