// The shop's display rates from the environment, for the shell's runtime config (written by
// deploy/shell/write-runtime-config.mjs in a container and by the launcher for `npm start`):
//
//   CURRENCY_RATES       units of each shown currency per US dollar, every one of them:
//                        PKR=281.5,GBP=0.744,CAD=1.392,AUD=1.514,EUR=0.852
//   CURRENCY_RATES_DATE  the day those rates are from, YYYY-MM-DD
//
// Neither set: no `currency` in the runtime config, and the storefront SDK's shipped rates apply.
// A wrong or missing value throws an error naming the variable.
'use strict';

/** The footer's currencies other than US dollars (packages/storefront-sdk/src/currency). */
const CONVERTED_CURRENCIES = ['PKR', 'GBP', 'CAD', 'AUD', 'EUR'];
const EXAMPLE = 'PKR=281.5,GBP=0.744,CAD=1.392,AUD=1.514,EUR=0.852';

function ratesDate(value) {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`);
  if (!day || Number.isNaN(day.getTime()) || !day.toISOString().startsWith(value)) {
    throw new Error(`CURRENCY_RATES_DATE: expected a day as YYYY-MM-DD, got "${value}"`);
  }
  if (day.getTime() > Date.now()) {
    throw new Error(`CURRENCY_RATES_DATE: ${value} is in the future`);
  }
  return value;
}

function perUsd(value) {
  const rates = {};
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([A-Z]{3})\s*=\s*(\S+)$/.exec(entry);
    const rate = match ? Number(match[2]) : Number.NaN;
    if (!match || !CONVERTED_CURRENCIES.includes(match[1])) {
      throw new Error(
        `CURRENCY_RATES: "${entry}" is not CODE=rate with CODE one of ${CONVERTED_CURRENCIES.join(', ')} (e.g. ${EXAMPLE})`,
      );
    }
    if (!Number.isFinite(rate) || rate <= 0) {
      throw new Error(`CURRENCY_RATES: the rate of ${match[1]} must be a number above 0`);
    }
    if (match[1] in rates) throw new Error(`CURRENCY_RATES: ${match[1]} is given twice`);
    rates[match[1]] = rate;
  }
  const missing = CONVERTED_CURRENCIES.filter((code) => !(code in rates));
  if (missing.length > 0) {
    throw new Error(`CURRENCY_RATES: every currency needs its rate, missing ${missing.join(', ')}`);
  }
  return rates;
}

/** `{ ratesDate, perUsd }` from the two settings, or undefined when neither is set. */
function currencyFromSettings(setting) {
  const rates = setting('CURRENCY_RATES');
  const date = setting('CURRENCY_RATES_DATE');
  if (!rates && !date) return undefined;
  if (!rates) throw new Error('CURRENCY_RATES: required with CURRENCY_RATES_DATE');
  if (!date) throw new Error('CURRENCY_RATES_DATE: required with CURRENCY_RATES (the rates’ day)');
  return { ratesDate: ratesDate(date.trim()), perUsd: perUsd(rates) };
}

module.exports = { CONVERTED_CURRENCIES, currencyFromSettings };
