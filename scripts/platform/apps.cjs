// The platform's parts, in start order, with their default ports (outside the crowded 3000-3010).
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
// The CLI's package exports hide its bin file, so it is found beside its package.json.
const RSPACK_BIN = path.join(
  path.dirname(require.resolve('@rspack/cli/package.json')),
  'bin/rspack.js',
);

const SERVICES = [
  { name: 'identity', portVar: 'IDENTITY_PORT', port: 4411 },
  { name: 'catalog', portVar: 'CATALOG_PORT', port: 4412 },
  { name: 'order', portVar: 'ORDER_PORT', port: 4413 },
  { name: 'analytics', portVar: 'ANALYTICS_PORT', port: 4414 },
].map((s) => ({ ...s, kind: 'service', dir: path.join(ROOT, 'services', s.name) }));

const GATEWAY = {
  name: 'gateway',
  kind: 'gateway',
  portVar: 'GATEWAY_PORT',
  port: 4400,
  dir: path.join(ROOT, 'gateway'),
};

// The shell is the host (spa): its server answers every deep link, serves the runtime config and
// passes /api on to the gateway.
const FRONTENDS = require('../rspack/frontends.cjs').map((f) => ({
  ...f,
  spa: f.name === 'shell',
  kind: 'frontend',
  dir: path.join(ROOT, f.name),
}));

const BACKEND_APPS = [...SERVICES, GATEWAY];
const ALL_APPS = [...BACKEND_APPS, ...FRONTENDS];

/** The development inbox: its web page, and the SMTP port the services send to. */
const MAIL_CATCHER = { name: 'mail-catcher', portVar: 'MAIL_INBOX_PORT', port: 4080 };
const MAIL_SMTP = { name: 'mail-smtp', portVar: 'MAIL_SMTP_PORT', port: 4025 };

/** Ports from the environment, falling back to the defaults above. */
function resolvePorts(env = process.env) {
  const ports = {};
  for (const app of [...ALL_APPS, MAIL_CATCHER, MAIL_SMTP]) {
    const value = env[app.portVar];
    const port = value === undefined || value === '' ? app.port : Number(value);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new Error(`${app.portVar} must be a port number, got '${value}'`);
    }
    ports[app.name] = port;
  }
  return ports;
}

module.exports = {
  ROOT,
  SERVICES,
  GATEWAY,
  FRONTENDS,
  BACKEND_APPS,
  ALL_APPS,
  MAIL_CATCHER,
  MAIL_SMTP,
  RSPACK_BIN,
  resolvePorts,
};
