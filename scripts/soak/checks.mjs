// What the soak proves once the shoppers stop: read from each service's own database (the soak
// owns them) and from the services themselves over request-reply, never from what the shoppers
// believe alone.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

async function query(url, text, values = []) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const sizesOf = (row) => (row.shoe_details ?? row.jacket_details)?.sizes ?? [];

/** Every size's stock: `${productId} ${size}` -> pieces. */
export async function stockLevels(catalogUrl) {
  const rows = await query(catalogUrl, 'select id, shoe_details, jacket_details from products');
  const levels = new Map();
  for (const row of rows)
    for (const size of sizesOf(row)) levels.set(`${row.id} ${size.sizeLabel}`, size.stock);
  return levels;
}

/** Events published and events not yet (nor given up on) in every service's outbox. */
export async function outboxes(databaseUrls) {
  let published = 0;
  let pending = 0;
  let failed = 0;
  for (const url of Object.values(databaseUrls)) {
    const [row] = await query(
      url,
      `select count(*) filter (where sent_at is not null)::int as published,
              count(*) filter (where sent_at is null and failed_at is null)::int as pending,
              count(*) filter (where failed_at is not null)::int as failed
         from outbox`,
    );
    published += row.published;
    pending += row.pending;
    failed += row.failed;
  }
  return { published, pending, failed };
}

/** Refusals counted by consumers and not yet settled: an event that keeps failing somewhere. */
export async function refusals(databaseUrls) {
  let count = 0;
  for (const url of Object.values(databaseUrls))
    count += (await query(url, 'select count(*)::int as n from event_failures'))[0].n;
  return count;
}

/**
 * The orders against what the shoppers were told: `lost` accepted orders the order service does
 * not hold, `duplicated` checkouts (one shopper each) that became more than one order.
 */
export async function orderBook(orderUrl, tally) {
  const rows = await query(orderUrl, `select id, user_id, status, placed, stock_lines from orders`);
  const ids = new Set(rows.map((row) => row.id));
  const lost = [...tally.accepted.keys()].filter((id) => !ids.has(id));
  const perUser = new Map();
  for (const row of rows.filter((r) => r.placed))
    perUser.set(row.user_id, (perUser.get(row.user_id) ?? 0) + 1);
  const duplicated = [...perUser.values()].filter((n) => n > 1).length;
  return { rows, lost, duplicated };
}

/**
 * Stock against the orders: every size holds what it held at the start less what placed orders
 * not cancelled took. `oversold` counts sizes below zero or sold beyond what they had;
 * `mismatched` those whose stock differs from that sum in either direction.
 */
export function stockBalance(initial, final, orderRows) {
  const sold = new Map();
  for (const row of orderRows) {
    if (!row.placed || row.status === 'Cancelled') continue;
    for (const line of row.stock_lines ?? []) {
      const key = `${line.productId} ${line.size}`;
      sold.set(key, (sold.get(key) ?? 0) + line.quantity);
    }
  }
  let oversold = 0;
  const mismatched = [];
  for (const [key, start] of initial) {
    const taken = sold.get(key) ?? 0;
    const now = final.get(key);
    if (now < 0 || taken > start) oversold += 1;
    if (now !== start - taken) mismatched.push(`${key}: ${start} - ${taken} sold, holds ${now}`);
  }
  return { oversold, mismatched, sold: [...sold.values()].reduce((a, b) => a + b, 0) };
}

/** Dead letters filed on the platform's NATS, from the JetStream stream that keeps them. */
export async function deadLetters(natsUrl, namespace) {
  const { connect } = require('nats');
  const nc = await connect({ servers: natsUrl.split(',') });
  try {
    const jsm = await nc.jetstreamManager();
    let count = 0;
    for await (const stream of jsm.streams.list()) {
      if (stream.config.subjects.some((s) => s.startsWith(`${namespace}.dead-letter.`)))
        count += stream.state.messages;
    }
    return count;
  } finally {
    await nc.close();
  }
}
