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
// timeout or a crash between PayPal's work and our reading of it would.
//
//   node scripts/paypal-standin.cjs [--port 4090] [--host 127.0.0.1] [--public-url http://...]
const { randomBytes } = require('node:crypto');
const { createServer } = require('node:http');
const { parseArgs } = require('node:util');

const TOKEN_SECONDS = 32_400;
const MAX_BODY_BYTES = 256 * 1024;

const newId = (length = 17) =>
  randomBytes(length).toString('base64url').replace(/[-_]/g, '').slice(0, length).toUpperCase();

function issue(status, name, issueName, description) {
  return {
    status,
    body: {
      name,
      message:
        status === 422
          ? 'The requested action could not be performed, semantically incorrect, or failed business validation.'
          : description,
      debug_id: newId(13).toLowerCase(),
      details: [{ issue: issueName, description }],
    },
  };
}

const money = (value) => /^\d{1,10}(\.\d{1,2})?$/.test(String(value ?? ''));
const cents = (value) => Math.round(Number(value) * 100);

/** PayPal's checks on a create request, in its words. */
function invalidOrder(body) {
  if (body?.intent !== 'CAPTURE' && body?.intent !== 'AUTHORIZE')
    return issue(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', 'intent is required.');
  const unit = body.purchase_units?.[0];
  const amount = unit?.amount;
  if (!amount || !amount.currency_code || !money(amount.value))
    return issue(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'amount is invalid.');
  const breakdown = amount.breakdown;
  if (breakdown) {
    const parts =
      cents(breakdown.item_total?.value ?? 0) +
      cents(breakdown.shipping?.value ?? 0) +
      cents(breakdown.tax_total?.value ?? 0) -
      cents(breakdown.discount?.value ?? 0);
    if (parts !== cents(amount.value))
      return issue(
        422,
        'UNPROCESSABLE_ENTITY',
        'AMOUNT_MISMATCH',
        'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
      );
  }
  if (Array.isArray(unit.items) && unit.items.length > 0) {
    const sum = unit.items.reduce(
      (total, item) => total + cents(item.unit_amount?.value) * Number(item.quantity),
      0,
    );
    if (!breakdown?.item_total || sum !== cents(breakdown.item_total.value))
      return issue(
        422,
        'UNPROCESSABLE_ENTITY',
        'ITEM_TOTAL_MISMATCH',
        'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
      );
    if (unit.items.some((item) => String(item.name ?? '').length > 127))
      return issue(400, 'INVALID_REQUEST', 'INVALID_STRING_MAX_LENGTH', 'name is too long.');
  }
  return null;
}

function approvalPage(order) {
  const amount = order.purchase_units[0].amount;
  const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>PayPal test checkout</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f5f7fa;color:#2c2e2f;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:32px;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);width:min(360px,90vw);text-align:center}
h1{font-size:20px;margin:0 0 4px;color:#003087}p{margin:0 0 20px;color:#6c7378}
.amount{font-size:28px;font-weight:700;color:#2c2e2f;margin-bottom:24px}
button{display:block;width:100%;height:45px;margin-top:10px;border:0;border-radius:4px;font-size:16px;font-weight:600;cursor:pointer}
#pay{background:#0070ba;color:#fff}#decline{background:#fff;color:#b42318;border:1px solid #b42318}#cancel{background:#fff;color:#0070ba;border:1px solid #0070ba}
</style></head>
<body><main>
<h1>PayPal test checkout</h1><p>Local stand-in: no money moves.</p>
<div class="amount">${escape(amount.value)} ${escape(amount.currency_code)}</div>
<button id="pay" data-outcome="approved">Pay now</button>
<button id="decline" data-outcome="declined">Decline card</button>
<button id="cancel" data-outcome="cancelled">Cancel</button>
</main>
<script>
const orderId = ${JSON.stringify(order.id)};
for (const button of document.querySelectorAll('button')) {
  button.addEventListener('click', async () => {
    const outcome = button.dataset.outcome;
    await fetch('/checkoutnow/' + encodeURIComponent(orderId), {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome }),
    });
    const told = outcome === 'cancelled' ? 'cancelled' : 'approved';
    if (window.opener) window.opener.postMessage({ source: 'paypal-standin', orderId, outcome: told }, '*');
    window.close();
  });
}
</script></body></html>`;
}

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
    const wait = delays.get(kind);
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    const result = await answer();
    if (losing.delete(kind)) return { ...result, lose: true };
    return result;
  }

  async function route(req, body) {
    const url = new URL(req.url, 'http://stand-in');
    const path = url.pathname;
    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const [id, secret] = Buffer.from(
        (req.headers.authorization ?? '').replace(/^Basic /, ''),
        'base64',
      )
        .toString()
        .split(':');
      if (!id || !secret)
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        };
      if (new URLSearchParams(body).get('grant_type') !== 'client_credentials')
        return { status: 400, body: { error: 'unsupported_grant_type' } };
      const token = `A21AA${newId(40)}`;
      tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-STANDIN',
          expires_in: TOKEN_SECONDS,
        },
      };
    }
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
      if (!found)
        return issue(
          404,
          'RESOURCE_NOT_FOUND',
          'INVALID_RESOURCE_ID',
          'Specified resource ID does not exist. Please check the resource ID and try again.',
        );
      if (req.method === 'GET' && !payment[3]) return { status: 200, body: found };
      if (req.method === 'POST' && payment[1] === 'captures' && payment[3])
        return controlled('refund', () => once(req, `refund:${id}`, () => refund(found)));
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture|\/approve-for-tests)?$/.exec(path);
    const order = match && orders.get(decodeURIComponent(match[1]));
    if (match && !order)
      return issue(
        404,
        'RESOURCE_NOT_FOUND',
        'INVALID_RESOURCE_ID',
        'Specified resource ID does not exist. Please check the resource ID and try again.',
      );
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

  const server = createServer((req, res) => {
    let size = 0;
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', async () => {
      try {
        const answer = await route(req, Buffer.concat(chunks).toString());
        if (answer.lose) {
          res.destroy();
          return;
        }
        if (answer.html !== undefined) {
          res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' });
          res.end(answer.html);
        } else if (answer.body === undefined) {
          res.writeHead(answer.status).end();
        } else {
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(answer.body));
        }
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ name: 'INTERNAL_SERVER_ERROR', message: String(error) }));
      }
    });
  });
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
