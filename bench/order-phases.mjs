// Placing orders through the gateway, shared by the benches that do: cash on delivery, two lines
// each (sizes in stock, shuffled), with the stock reservation.
import { randomUUID } from 'node:crypto';
import { benchToken, profiledPhase } from './platform.mjs';
import { LOAD_ADDRESS as ADDRESS } from '../scripts/load-address.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * A buyer's session on a running platform: every (product, size) with stock, shuffled, and
 * `phase`, which lets buyers place orders from it. Ten orders are placed first, to open the
 * connections and fill the caches.
 * @param {{ lastUnits?: number }} [options] keeps aside a size that can be brought down to its
 *   last `lastUnits` pieces (`rush`), for an oversell check
 */
export async function orderSession(platform, { lastUnits } = {}) {
  const api = `http://127.0.0.1:${platform.ports.gateway}`;
  const token = benchToken(platform);
  const get = async (path) => (await fetch(`${api}${path}`)).json();

  const products = [];
  for (let page = 1; ; page++) {
    const body = await get(`/api/product/search?limit=48&page=${page}`);
    products.push(...body.data);
    if (page >= body.pagination.pages) break;
  }
  const byId = new Map(products.map((product) => [product._id, product]));
  // Mixed as a shop's orders are: two buyers rarely want the same product at the same moment
  // (the oversell check is the case where they all do). A fixed seed keeps runs alike.
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
  let rush;
  if (lastUnits !== undefined) {
    const rushIndex = pool.findIndex(
      (line) => line.left >= lastUnits && line.left - lastUnits <= 99,
    );
    if (rushIndex < 0) throw new Error('no size with enough stock for the oversell check');
    [rush] = pool.splice(rushIndex, 1);
  }

  async function priced(items) {
    const subtotal = items.reduce(
      (sum, line) => sum + byId.get(line.productId).effectivePrice * line.quantity,
      0,
    );
    const rounded = Math.round(subtotal * 100) / 100;
    return rounded >= 50 ? rounded : Math.round((rounded + 10) * 100) / 100;
  }

  async function place(items) {
    const amount = await priced(items);
    const started = performance.now();
    const res = await fetch(`${api}/api/order/place`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ address: ADDRESS, items, amount }),
    });
    const body = await res.json();
    return { status: res.status, ms: performance.now() - started, orderId: body.order?._id };
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
    throw new Error('the catalogue ran out of stock: ask for fewer orders');
  };

  /** Think times drawn from an exponential distribution: orders arrive as a Poisson stream. */
  const thinking = (meanMs) => () => -Math.log(1 - random()) * meanMs;

  /**
   * `buyers` shoppers placing `orders` between them; each thinks `think()` ms between orders.
   * Answers the rate, each answer's time (sorted), the answers by status and the orders placed.
   */
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
    return { perSecond: orders / seconds, latencies, statuses, placed };
  }

  for (let i = 0; i < 10; i++) await place([nextLine(), nextLine()]);
  return { place, phase, thinking, rush };
}
