#!/usr/bin/env node
// A local stand-in for PayPal's REST API, so checkout works without the internet: `npm start`
// and the tests use it when no PAYPAL_CLIENT_ID is set. It speaks the parts of PayPal's own
// protocol the shop uses, on loopback, with PayPal's answers and error bodies:
//
// POST /v1/oauth2/token                      client credentials (Basic auth) → access token
// POST /v2/checkout/orders                   create (intent CAPTURE, amounts checked as PayPal does)
// GET  /v2/checkout/orders/:id               the order
// POST /v2/checkout/orders/:id/capture       capture an APPROVED order
// GET  /v2/payments/captures/:id             a capture (status REFUNDED once refunded)
// POST /v2/payments/captures/:id/refund      refund a capture whole
//
// `PayPal-Request-Id` makes a create, a capture or a refund idempotent: the same id answers the first
// successful result again and never creates or captures twice (a refusal may be retried). Negative testing as in PayPal's sandbox: a
// capture sent with `PayPal-Mock-Response: {"mock_application_codes":"INSTRUMENT_DECLINED"}` is
// declined. Not PayPal's, but the stand-in's own (where PayPal shows its pages to the buyer):
//
// GET  /checkoutnow?token=:id                the buyer's approval page (Pay now / Decline card / Cancel)
// POST /checkoutnow/:id                      what that page sends: {outcome: approved|declined|cancelled}
// POST /v2/checkout/orders/:id/approve-for-tests   {decline?: boolean}: approval without a browser
//
// For tests the returned object also slows a kind of call down (`delay('capture', ms)`) or
// does a call and then drops the connection before answering (`loseAnswer('capture')`), as a
// timeout or a crash between PayPal's work and our reading of it would, or stops the next call
// until the test lets it go on (`pause('capture')`), to act while the shop waits for PayPal.
//
//   node scripts/paypal-standin.cjs [--port 4090] [--host 127.0.0.1] [--public-url http://...]
const { createServer } = require('node:http');
const { parseArgs } = require('node:util');
const { answering } = require('./paypal-standin/answering.cjs');
const { approvalPage } = require('./paypal-standin/approval-page.cjs');
const {
  invalidOrder,
  issue,
  newId,
  notFound,
  tokenAnswer,
} = require('./paypal-standin/paypal-rules.cjs');

/**
 * Starts the stand-in. `publicUrl` is where a browser reaches it (the approval links), by
 * default its own address.
 */
async function startPayPalStandIn({ port = 0, host = '127.0.0.1', publicUrl } = {}) {
  const tokens = new Map();
  const orders = new Map();
  /** PayPal-Request-Id → the first answer (a promise, so a concurrent twin waits for it). */
  const answered = new Map();
  /** capture id → { capture, order }, and refunds by id, for the payments endpoints. */
  const captures = new Map();
  const refunds = new Map();
  /** Test controls: milliseconds to wait before doing a kind of call; answers to drop. */
  const delays = new Map();
  const losing = new Set();
  /** kind → the next call's pause: { arrived() when it comes, gate it waits for }. */
  const pauses = new Map();
  let base = '';

  const orderView = (order) => ({
    id: order.id,
    intent: order.intent,
    status: order.status,
    purchase_units: order.purchase_units,
    create_time: order.create_time,
    links: [
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      { href: `${publicUrl ?? base}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'update', method: 'PATCH' },
      { href: `${base}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
    ],
  });

  function authorised(req) {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const expires = match && tokens.get(match[1]);
    return Boolean(expires && expires > Date.now());
  }

  function once(req, key, run) {
    const requestId = req.headers['paypal-request-id'];
    if (!requestId) return run();
    const scoped = `${key}:${requestId}`;
    if (!answered.has(scoped)) {
      // Only what succeeded is answered again; a refusal may be retried with the same id.
      const answer = Promise.resolve(run()).then((result) => {
        if (result.status >= 300) answered.delete(scoped);
        return result;
      });
      answered.set(scoped, answer);
    }
    return answered.get(scoped);
  }

  function capture(order, req) {
    const mock = String(req.headers['paypal-mock-response'] ?? '');
    if (order.status === 'COMPLETED')
      return issue(
        422,
        'UNPROCESSABLE_ENTITY',
        'ORDER_ALREADY_CAPTURED',
        'Order already captured.',
      );
    if (order.status !== 'APPROVED')
      return issue(
        422,
        'UNPROCESSABLE_ENTITY',
        'ORDER_NOT_APPROVED',
        'Payer has not yet approved the Order for payment.',
      );
    if (order.decline || mock.includes('INSTRUMENT_DECLINED'))
      return issue(
        422,
        'UNPROCESSABLE_ENTITY',
        'INSTRUMENT_DECLINED',
        'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.',
      );
    order.status = 'COMPLETED';
    const unit = order.purchase_units[0];
    const made = {
      id: newId(17),
      status: 'COMPLETED',
      amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
      final_capture: true,
      create_time: new Date().toISOString(),
    };
    unit.payments = { captures: [made] };
    captures.set(made.id, made);
    return { status: 201, body: orderView(order) };
  }

  function refund(made) {
    if (made.status === 'REFUNDED')
      return issue(
        422,
        'UNPROCESSABLE_ENTITY',
        'CAPTURE_FULLY_REFUNDED',
        'The capture has already been fully refunded',
      );
    made.status = 'REFUNDED';
    const given = {
      id: newId(17),
      status: 'COMPLETED',
      amount: made.amount,
      create_time: new Date().toISOString(),
      links: [{ href: `${base}/v2/payments/refunds/${made.id}`, rel: 'self', method: 'GET' }],
    };
    refunds.set(given.id, given);
    return { status: 201, body: given };
  }

  /** The test controls' part of a call: its delay, and whether its answer is to be lost. */
  async function controlled(kind, answer) {
    const pause = pauses.get(kind);
    if (pause) {
      pauses.delete(kind);
      pause.arrived();
      await pause.gate;
    }
    const wait = delays.get(kind);
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    const result = await answer();
    if (losing.delete(kind)) return { ...result, lose: true };
    return result;
  }

  async function route(req, body) {
    const url = new URL(req.url, 'http://stand-in');
    const path = url.pathname;
    if (req.method === 'POST' && path === '/v1/oauth2/token')
      return tokenAnswer(req.headers.authorization, body, tokens);
    if (req.method === 'GET' && path === '/checkoutnow') {
      const order = orders.get(url.searchParams.get('token') ?? '');
      if (!order) return { status: 404, html: '<p>This checkout has expired.</p>' };
      return { status: 200, html: approvalPage(order) };
    }
    const approval = /^\/checkoutnow\/([^/]+)$/.exec(path);
    if (req.method === 'POST' && approval) {
      const order = orders.get(decodeURIComponent(approval[1]));
      if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      const outcome = JSON.parse(body || '{}').outcome;
      if (order.status === 'CREATED' && outcome !== 'cancelled') {
        order.status = 'APPROVED';
        order.decline = outcome === 'declined';
      }
      return { status: 204 };
    }

    if (!authorised(req))
      return {
        status: 401,
        body: {
          error: 'invalid_token',
          error_description: 'Token signature verification failed',
        },
      };
    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      return once(req, 'create', () => {
        let parsed;
        try {
          parsed = JSON.parse(body);
        } catch {
          return issue(
            400,
            'INVALID_REQUEST',
            'MALFORMED_REQUEST_JSON',
            'The request JSON is not well formed.',
          );
        }
        const invalid = invalidOrder(parsed);
        if (invalid) return invalid;
        const order = {
          id: newId(17),
          intent: parsed.intent,
          status: 'CREATED',
          purchase_units: parsed.purchase_units.map((unit, index) => ({
            reference_id: unit.reference_id ?? (index === 0 ? 'default' : String(index)),
            ...unit,
          })),
          create_time: new Date().toISOString(),
        };
        orders.set(order.id, order);
        return { status: 201, body: orderView(order) };
      });
    }
    const payment = /^\/v2\/payments\/(captures|refunds)\/([^/]+)(\/refund)?$/.exec(path);
    if (payment) {
      const id = decodeURIComponent(payment[2]);
      const found = payment[1] === 'captures' ? captures.get(id) : refunds.get(id);
      if (!found) return notFound();
      if (req.method === 'GET' && !payment[3]) return { status: 200, body: found };
      if (req.method === 'POST' && payment[1] === 'captures' && payment[3])
        return controlled('refund', () => once(req, `refund:${id}`, () => refund(found)));
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture|\/approve-for-tests)?$/.exec(path);
    const order = match && orders.get(decodeURIComponent(match[1]));
    if (match && !order) return notFound();
    if (order && req.method === 'GET' && !match[2])
      return controlled('get', () => ({ status: 200, body: orderView(order) }));
    if (order && req.method === 'POST' && match[2] === '/capture')
      return controlled('capture', () =>
        once(req, `capture:${order.id}`, () => capture(order, req)),
      );
    if (order && req.method === 'POST' && match[2] === '/approve-for-tests') {
      if (order.status === 'CREATED') {
        order.status = 'APPROVED';
        order.decline = JSON.parse(body || '{}').decline === true;
      }
      return { status: 200, body: orderView(order) };
    }
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: 'Not found' } };
  }

  const server = createServer(answering(route));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  base = `http://${host}:${server.address().port}`;
  return {
    url: base,
    port: server.address().port,
    delay(kind, ms) {
      if (ms > 0) delays.set(kind, ms);
      else delays.delete(kind);
    },
    loseAnswer(kind) {
      losing.add(kind);
    },
    pause(kind) {
      let arrived;
      let resume;
      const reached = new Promise((resolve) => (arrived = resolve));
      const gate = new Promise((resolve) => (resume = resolve));
      pauses.set(kind, { arrived, gate });
      return { reached, resume };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

module.exports = { startPayPalStandIn };

if (require.main === module) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4090' },
      host: { type: 'string', default: '127.0.0.1' },
      'public-url': { type: 'string' },
    },
  });
  startPayPalStandIn({
    port: Number(values.port),
    host: values.host,
    publicUrl: values['public-url'],
  }).then((standIn) => {
    console.log(`PayPal stand-in listening on ${standIn.url}`);
    for (const signal of ['SIGINT', 'SIGTERM'])
      process.once(signal, () => void standIn.close().then(() => process.exit(0)));
  });
}
