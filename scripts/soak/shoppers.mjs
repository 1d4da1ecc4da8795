// The soak's shoppers: each loop browses, searches and buys (cash on delivery or PayPal through
// the stand-in), as a browser would: a failed checkout is sent again with the same
// Idempotency-Key. An admin moves orders on and cancels some. Every request's time and outcome
// is recorded; what was accepted is kept for the checks.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { LOAD_ADDRESS as ADDRESS } from '../load-address.mjs';

const require = createRequire(import.meta.url);
const { signTestToken } = require('@shop/service-kit/testing');
const { orderTotals, IDEMPOTENCY_KEY_HEADER } = require('../../packages/contracts');

const WORDS = ['boot', 'loafer', 'oxford', 'jacket', 'leather', 'suede', 'black', 'brown', 'monk'];
/** How often a checkout that got no answer is sent again before the shopper gives up. */
const CHECKOUT_TRIES = 4;
/** How long a shopper keeps trying while the shop answers 503 with Retry-After. */
const CHECKOUT_PATIENCE_MS = 60_000;

/** Whether a shopper sends a failed step again, after `attempt` tries since `startedAt`. */
const triesAgain = (attempt, startedAt, answer) =>
  answer?.retryAfterMs ? Date.now() - startedAt < CHECKOUT_PATIENCE_MS : attempt < CHECKOUT_TRIES;

/** The wait before the next try: growing, and at least what Retry-After asks. */
const nextTry = (attempt, answer) => pause(Math.max(500 * attempt, answer?.retryAfterMs ?? 0));

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A token signed with the platform's key, as identity issues them. */
export const signedToken = (platform, claims) =>
  signTestToken(claims, '2h', platform.signingKeys.privateKey);

/** What the shoppers saw: latencies, errors by kind, accepted orders. */
export class Tally {
  latencies = [];
  errors = new Map();
  /** orderId -> { userId, method } for every order a shopper was told was placed. */
  accepted = new Map();
  /** Checkouts given up after every try failed: { userId }. */
  abandoned = [];
  /** Answers 500-599 other than 503 (which says: try again in a moment). */
  serverErrors = 0;
  /** The databases' outage (--db-outage): when it began and ended, once it has. */
  databaseOutage = { from: undefined, to: undefined };
  /** Products whose page answered 200 before the outage began. */
  seenProducts = new Set();
  /** Reads of those pages during the outage, and how many answered 200. */
  seenReads = { asked: 0, answered: 0 };

  /** Whether the databases are away now. */
  databasesAway() {
    const { from, to } = this.databaseOutage;
    return from !== undefined && to === undefined;
  }

  /** A product page answered `status`: remembered before the outage, counted during it. */
  productRead(productId, status) {
    if (this.databaseOutage.from === undefined) {
      if (status === 200) this.seenProducts.add(productId);
    } else if (this.databasesAway() && this.seenProducts.has(productId)) {
      this.seenReads.asked += 1;
      if (status === 200) this.seenReads.answered += 1;
    }
  }

  record(kind, ms, outcome) {
    this.latencies.push({ at: Date.now(), ms, kind });
    if (outcome !== 'ok') this.errors.set(outcome, (this.errors.get(outcome) ?? 0) + 1);
  }

  p99(from = 0, to = Infinity) {
    const ms = this.latencies
      .filter((l) => l.at >= from && l.at < to)
      .map((l) => l.ms)
      .sort((a, b) => a - b);
    return ms.length === 0
      ? 0
      : Math.round(ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.99))]);
  }

  errorCount() {
    return [...this.errors.values()].reduce((sum, n) => sum + n, 0);
  }
}

/** One call to the API, timed and classified; answers { status, body } or null when none came. */
async function call(api, tally, kind, path, { method = 'GET', headers = {}, body } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    const ok = response.status < 500 && response.status !== 429;
    tally.record(kind, performance.now() - started, ok ? 'ok' : `${kind} ${response.status}`);
    if (response.status >= 500 && response.status !== 503) tally.serverErrors += 1;
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      status: response.status,
      body: text ? JSON.parse(text) : undefined,
      retryAfterMs: retryAfter > 0 ? retryAfter * 1000 : 0,
    };
  } catch (error) {
    const reason = error.name === 'TimeoutError' ? 'timeout' : (error.cause?.code ?? error.name);
    tally.record(kind, performance.now() - started, `${kind} ${reason}`);
    return null;
  }
}

/** Products in stock now, with a size that has some, for the shoppers to choose from. */
export async function shelf(api) {
  const answer = await fetch(`${api}/api/product/search?limit=48`).then((r) => r.json());
  return answer.data
    .map((p) => ({ product: p, sizes: (p.shoeDetails ?? p.jacketDetails)?.sizes ?? [] }))
    .filter(({ sizes }) => sizes.some((s) => s.stock > 0));
}

/**
 * Places one order of one piece, trying again with the same key when no answer came back or the
 * answer was a failure, after the time its Retry-After asks for.
 */
async function checkout(context, { paypal }) {
  const { api, tally, platform } = context;
  const { product, sizes } = pick(context.products);
  const size = pick(sizes.filter((s) => s.stock > 0) ?? sizes);
  if (!size) return;
  const userId = randomUUID();
  const token = signedToken(platform, {
    id: userId,
    email: `${userId}@soak.test`,
    name: 'Soak',
    isAdmin: false,
  });
  const items = [{ productId: product._id, size: size.sizeLabel, quantity: 1 }];
  const { amount } = orderTotals([{ unitPrice: product.effectivePrice, quantity: 1 }]);
  const key = randomUUID();
  const startedAt = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    const order = paypal
      ? await payPalCheckout(context, { token, items, amount })
      : await call(api, tally, 'place', '/api/order/place', {
          method: 'POST',
          headers: { token, [IDEMPOTENCY_KEY_HEADER]: key },
          body: { address: ADDRESS, items, amount },
        });
    if (order?.status === 201 || order?.status === 200) {
      tally.accepted.set(order.body.order._id, { userId, method: paypal ? 'PayPal' : 'COD' });
      return;
    }
    // Refused for good (sold out, a rule): nothing was placed and trying again changes nothing.
    if (order && order.status >= 400 && order.status < 500 && order.status !== 429) return;
    // A PayPal order approved and never seen captured may have been paid: no second checkout.
    if (order?.uncaptured || !triesAgain(attempt, startedAt, order)) break;
    await nextTry(attempt, order);
  }
  tally.abandoned.push({ userId });
}

/**
 * PayPal: create, save, the buyer approves at the stand-in, capture; the capture, once approved,
 * is sent again (the same PayPal order) until it answers. `{ uncaptured: true }` when it never did.
 */
async function payPalCheckout({ api, tally, platform }, { token, items, amount }) {
  const headers = { token };
  const created = await call(api, tally, 'paypal', '/api/order/paypal/create', {
    method: 'POST',
    headers,
    body: { items },
  });
  if (created?.status !== 201) return created;
  const paypalOrderId = created.body.data.id;
  const saved = await call(api, tally, 'paypal', '/api/order/paypal/save', {
    method: 'POST',
    headers,
    body: { items, amount, address: ADDRESS, paypalOrderId },
  });
  if (saved?.status !== 200) return saved;
  await approveAtStandIn(platform.urls.paypal, paypalOrderId);
  const startedAt = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    const captured = await call(api, tally, 'paypal', '/api/order/paypal/capture', {
      method: 'POST',
      headers,
      body: { orderId: paypalOrderId },
    });
    if (captured && captured.status < 500) return captured;
    if (!triesAgain(attempt, startedAt, captured)) return { status: 0, uncaptured: true };
    await nextTry(attempt, captured);
  }
}

async function approveAtStandIn(standIn, paypalOrderId) {
  const auth = Buffer.from('soak:soak').toString('base64');
  const { access_token: token } = await fetch(`${standIn}/v1/oauth2/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${auth}` },
    body: 'grant_type=client_credentials',
  }).then((r) => r.json());
  await fetch(`${standIn}/v2/checkout/orders/${paypalOrderId}/approve-for-tests`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
}

/** A shopper's visit: a search, a product page, and about one visit in three buys. */
async function visit(context) {
  const { api, tally } = context;
  await call(api, tally, 'search', `/api/product/search?q=${pick(WORDS)}&limit=12`);
  const { product } = pick(context.products);
  const page = await call(api, tally, 'product', `/api/product/${product._id}`);
  tally.productRead(product._id, page?.status);
  const roll = Math.random();
  if (roll < 0.25) await checkout(context, { paypal: false });
  else if (roll < 0.35) await checkout(context, { paypal: true });
}

/** The admin: moves a recent order on, or cancels one still waiting (its stock comes back). */
async function administer(context) {
  const { api, tally } = context;
  const open = [...context.tally.accepted.keys()].filter((id) => !context.moved.has(id));
  if (open.length === 0) return;
  const orderId = pick(open);
  const status = Math.random() < 0.3 ? 'Cancelled' : 'Processing';
  const answer = await call(api, tally, 'status', '/api/order/status', {
    method: 'POST',
    headers: { Authorization: `Bearer ${context.adminToken}` },
    body: { orderId, status },
  });
  if (answer?.status === 200) context.moved.add(orderId);
}

/**
 * Runs `shoppers` loops and one admin until `until()` says stop; each loop waits `thinkMs`
 * between visits, so the rate stays steady whatever the platform does.
 */
export async function runShoppers({ platform, tally, shoppers, thinkMs, until }) {
  const context = {
    api: platform.urls.api,
    platform,
    tally,
    products: await shelf(platform.urls.api),
    moved: new Set(),
    adminToken: signedToken(platform, {
      id: randomUUID(),
      email: 'soak-admin@example.com',
      name: 'Soak Admin',
      isAdmin: true,
    }),
  };
  const loop = async (step) => {
    while (!until()) {
      await step(context).catch(() => tally.record('visit', 0, 'script error'));
      await pause(thinkMs * (0.5 + Math.random()));
    }
  };
  await Promise.all([...Array.from({ length: shoppers }, () => loop(visit)), loop(administer)]);
}
