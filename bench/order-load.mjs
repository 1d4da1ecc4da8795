#!/usr/bin/env node
// Placing orders through the gateway on the demo catalogue: cash on delivery, two lines each (sizes
// in stock, shuffled), with the stock reservation, from 20 buyers at once (p50/p95/p99 of each
// order's answer); then the oversell check: 200 buyers at once for the last 10 pieces of one size.
//   node bench/order-load.mjs [orders]
// CATALOG_DATABASE_URL and ORDER_DATABASE_URL put those services on a PostgreSQL server (both
// databases are emptied first).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { startBenchPlatform } from './platform.mjs';

const require = createRequire(import.meta.url);
const jwt = require('jsonwebtoken');

const ORDERS = Number(process.argv[2] || 400);
const BUYERS = 20;
const RUSH = 200;
const LAST_UNITS = 10;

const ADDRESS = {
  firstName: 'Bench',
  lastName: 'Buyer',
  email: 'bench@example.com',
  street: '1 Load Street',
  city: 'Boston',
  state: 'MA',
  zipcode: '02108',
  country: 'United States',
  phone: '+1 617 555 0100',
};

function emptyServerDatabases() {
  for (const url of [process.env.CATALOG_DATABASE_URL, process.env.ORDER_DATABASE_URL]) {
    if (!url) continue;
    execFileSync('psql', [
      url,
      '-q',
      '-c',
      'set client_min_messages = warning',
      '-c',
      'drop schema if exists public cascade; create schema public; drop schema if exists drizzle cascade',
    ]);
  }
}

/** A shopper's token signed with the platform's key, as identity would issue it. */
function shopperToken(platform) {
  return jwt.sign(
    { id: randomUUID(), email: 'bench@example.com', name: 'Bench Buyer', isAdmin: false },
    platform.signingKeys.privateKey,
    {
      algorithm: 'RS256',
      issuer: 'leather-and-last/identity',
      audience: 'leather-and-last',
      expiresIn: '1h',
    },
  );
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main() {
  emptyServerDatabases();
  const platform = await startBenchPlatform();
  try {
    const api = `http://127.0.0.1:${platform.ports.gateway}`;
    const token = shopperToken(platform);
    const get = async (path) => (await fetch(`${api}${path}`)).json();
    const place = async (items) => {
      const amount = await priced(items);
      const started = performance.now();
      const res = await fetch(`${api}/api/order/place`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ address: ADDRESS, items, amount }),
      });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - started };
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
    const latencies = [];
    const statuses = new Map();
    let remaining = ORDERS;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        while (remaining-- > 0) {
          const items = [nextLine(), nextLine()];
          const { status, ms } = await place(items);
          latencies.push(ms);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const engine = process.env.ORDER_DATABASE_URL ? 'PostgreSQL server' : 'embedded PostgreSQL';
    console.log(
      `${ORDERS} COD orders of two lines, ${BUYERS} buyers at once, ${engine}, through the gateway`,
    );
    console.log(
      `  ${(ORDERS / seconds).toFixed(0)} orders/s  p50 ${percentile(latencies, 0.5).toFixed(0)} ms  p95 ${percentile(latencies, 0.95).toFixed(0)} ms  p99 ${percentile(latencies, 0.99).toFixed(0)} ms  answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );

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
