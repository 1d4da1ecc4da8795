// What the launcher works out before it starts anything: the signing keys and the admin
// account kept in the data folder, the NATS namespace, and the shell's runtime config.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, FRONTENDS } = require('./apps.cjs');
const { currencyFromSettings } = require('../../deploy/shell/currency-rates.cjs');

// As the services accept it: it prefixes subjects (lower case) and stream names (upper case).
const NAMESPACE_PATTERN = /^[a-z0-9-]{1,32}$/;

/**
 * The key pair identity signs login tokens with (the others get the public half), made once per
 * data folder, so tokens outlive a restart: the settings' keys when given, else
 * `<DATA_DIR>/signing-key.pem`.
 */
function signingKeys(dataDir, settings) {
  // The service kit's key handling, from its build (the launcher runs after the backend build).
  const keys = require(path.join(ROOT, 'packages/service-kit/dist/auth/signing-keys.js'));
  if (!settings.JWT_PRIVATE_KEY) return keys.developmentKeyPair(dataDir, 'signing-key.pem');
  const privateKey = keys.readPemKey(settings.JWT_PRIVATE_KEY, 'private');
  if (!privateKey)
    throw new Error('JWT_PRIVATE_KEY: expected an RSA private key (PEM) of at least 2048 bits');
  return { privateKey: keys.privatePemOf(privateKey), publicKey: keys.publicPemOf(privateKey) };
}

/** The back office account `npm start` makes when the settings name none. */
const DEFAULT_ADMIN_EMAIL = 'admin@leatherandlast.test';

/**
 * The admin account identity creates at start: ADMIN_EMAIL / ADMIN_PASSWORD from the settings,
 * else the default address with a strong password made once per data folder
 * (`<DATA_DIR>/admin-password`), which the start banner prints.
 */
function adminAccount(dataDir, settings) {
  const email = settings.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL;
  if (settings.ADMIN_PASSWORD) return { email, password: settings.ADMIN_PASSWORD };
  const file = path.join(dataDir, 'admin-password');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    // Letters and digits, so it passes the password rule (a letter and a digit are forced in).
    const password = `Ll${crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, '')}7`;
    fs.writeFileSync(file, password, { mode: 0o600 });
  }
  return { email, password: fs.readFileSync(file, 'utf8').trim() };
}

/**
 * The prefix of this platform's subjects and streams on a shared NATS server: the
 * NATS_NAMESPACE setting, else derived from the data folder, so two checkouts (or a demo beside a
 * test run) on one machine never take each other's events.
 */
function natsNamespace(dataDir, configured) {
  if (configured) {
    if (!NAMESPACE_PATTERN.test(configured))
      throw new Error(
        `NATS_NAMESPACE must be 1-32 lower-case letters, digits or '-', got '${configured}'`,
      );
    return configured;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const digest = crypto.createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex');
  return `ll-${digest.slice(0, 10)}`;
}

/** Runtime config key -> the setting that fills it; a third party's script loads only with its id. */
const TRACKING_SETTINGS = {
  environment: 'SHOP_ENVIRONMENT',
  tagManagerId: 'TAG_MANAGER_ID',
  pixelId: 'PIXEL_ID',
  webAnalyticsId: 'WEB_ANALYTICS_ID',
};

/**
 * Where the shop's pages call the API: SHOP_API_BASE when set (a gateway at another address,
 * which then answers CORS for the shell's origin); else the shell's own origin (''), whose server
 * passes /api and /uploads on to the gateway.
 */
function apiBaseOf(setting) {
  const configured = setting('SHOP_API_BASE');
  return configured === undefined ? '' : configured.replace(/\/+$/, '');
}

function runtimeConfig(ports, publicHost, setting) {
  const at = (name) => `http://${publicHost}:${ports[name]}`;
  const remotes = {};
  for (const f of FRONTENDS.filter((f) => f.name !== 'shell'))
    remotes[f.federationName] = `${at(f.name)}/mf-manifest.json`;
  const tracking = {};
  for (const [key, name] of Object.entries(TRACKING_SETTINGS))
    if (setting(name)) tracking[key] = setting(name);
  const currency = currencyFromSettings(setting);
  return {
    apiBase: apiBaseOf(setting),
    remotes,
    ...(Object.keys(tracking).length > 0 ? { tracking } : {}),
    ...(currency ? { currency } : {}),
  };
}

/** Replaces the file in one step, so the shell's server never reads half of it. */
function writeFileAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

module.exports = {
  adminAccount,
  natsNamespace,
  runtimeConfig,
  signingKeys,
  writeFileAtomically,
};
