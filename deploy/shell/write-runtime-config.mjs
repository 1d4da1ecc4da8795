#!/usr/bin/env node
// Writes the document the shell reads at start (/runtime-config.json) from the environment, so
// one shell image serves every environment: the addresses are those a shopper's browser uses.
//
//   node deploy/shell/write-runtime-config.mjs <file>
//
//   SHOP_API_BASE     the gateway's public address; blank (the default): the shell's own origin,
//                     whose server passes /api and /uploads on to API_UPSTREAM
//   MF_CATALOG_URL    where mf-catalog is served  (default http://localhost:4301), and likewise
//   MF_CHECKOUT_URL, MF_ACCOUNT_URL, MF_ADMIN_URL; each remote's mf-manifest.json is read there.
//   MF_CATALOG_INTERNAL_URL  where the shell's own server reaches mf-catalog, when the browsers'
//                     address does not lead there from inside (a cluster's Service), and likewise
//                     for the others; the pages rendered on the server load the remote's server
//                     build from there (runtime config `serverRemotes`). Unset: from MF_CATALOG_URL.
//   SHOP_ENVIRONMENT  the data layer's environment (default production)
//   TAG_MANAGER_ID, PIXEL_ID, WEB_ANALYTICS_ID  third-party tags, each loaded only when set
//   CURRENCY_RATES, CURRENCY_RATES_DATE  the display rates and their day (currency-rates.cjs);
//                     unset: the rates shipped with the storefront
import { writeFile } from 'node:fs/promises';
import { APPS, REMOTE_NAMES } from '../../scripts/rspack/apps.mjs';
import currencyRates from './currency-rates.cjs';

const MANIFEST = 'mf-manifest.json';
// Beside the browser build, as scripts/rspack/federated-app.mjs writes it.
const SERVER_ENTRY = 'server/remoteEntry.js';

const TRACKING_SETTINGS = {
  environment: 'SHOP_ENVIRONMENT',
  tagManagerId: 'TAG_MANAGER_ID',
  pixelId: 'PIXEL_ID',
  webAnalyticsId: 'WEB_ANALYTICS_ID',
};

function trackingSettings() {
  return Object.fromEntries(
    Object.entries(TRACKING_SETTINGS)
      .filter(([, variable]) => process.env[variable])
      .map(([key, variable]) => [key, process.env[variable]]),
  );
}

function webAddress(variable, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new Error(`${variable}: expected an http(s) address, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function remoteManifest(name) {
  const variable = `${name.toUpperCase()}_URL`;
  const base = process.env[variable] || `http://localhost:${APPS[name].port}`;
  return `${webAddress(variable, base)}/${MANIFEST}`;
}

/**
 * Federation name -> the remote's server remoteEntry.js at its internal address, for each remote
 * given one (docs/frontends.md, "Rendered on the server").
 */
function serverRemotes() {
  const entries = [];
  for (const name of REMOTE_NAMES) {
    const variable = `${name.toUpperCase()}_INTERNAL_URL`;
    const address = process.env[variable];
    if (address) entries.push([name, `${webAddress(variable, address)}/${SERVER_ENTRY}`]);
  }
  return Object.fromEntries(entries);
}

/** '' (the page's own origin) unless SHOP_API_BASE names another address. */
function apiBase() {
  const configured = process.env.SHOP_API_BASE?.trim();
  return configured ? webAddress('SHOP_API_BASE', configured) : '';
}

async function main() {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error('usage: write-runtime-config.mjs <file>');
    process.exit(2);
  }
  const config = {
    apiBase: apiBase(),
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteManifest(name)])),
    tracking: trackingSettings(),
  };
  const internal = serverRemotes();
  if (Object.keys(internal).length > 0) config.serverRemotes = internal;
  const currency = currencyRates.currencyFromSettings((name) => process.env[name]);
  if (currency) config.currency = currency;
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`[runtime-config] ${JSON.stringify(config)}`);
}

main().catch((error) => {
  console.error(`[runtime-config] ${error.message}`);
  process.exit(1);
});
