// PayPal's words: its ids, its error bodies, its checks on a new order, its token answer.
const { randomBytes } = require('node:crypto');

const TOKEN_SECONDS = 32_400;

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

/** PayPal's answer to an id it does not know. */
const notFound = () =>
  issue(
    404,
    'RESOURCE_NOT_FOUND',
    'INVALID_RESOURCE_ID',
    'Specified resource ID does not exist. Please check the resource ID and try again.',
  );

/**
 * POST /v1/oauth2/token: a client's credentials (Basic auth, any id and secret) for an access
 * token, remembered in `tokens` until it expires.
 */
function tokenAnswer(authorization, body, tokens) {
  const [id, secret] = Buffer.from((authorization ?? '').replace(/^Basic /, ''), 'base64')
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

module.exports = { invalidOrder, issue, newId, notFound, tokenAnswer };
