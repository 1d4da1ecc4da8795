// How each app of the platform is started: its command, its folder and its settings.
const { randomBytes } = require('node:crypto');
const path = require('node:path');
const { SERVICES, GATEWAY, FRONTENDS, MAIL_SMTP, RSPACK_BIN } = require('./apps.cjs');
const { startProcess } = require('./processes.cjs');
const { frontendServer } = require('./frontend-server.cjs');
const { watchedShell } = require('./watched-shell.cjs');
const { servedFolder } = require('../release/releases.cjs');

// glibc's malloc gives each thread that allocates (V8's compiler threads, libvips's workers) an
// arena of its own, and memory freed in one is seldom given back: with two arenas the catalog
// held about 100 MB less at rest (bench/README.md, "Memory at rest").
const MALLOC_ENV = { MALLOC_ARENA_MAX: '2' };
// V8 grows each app's young generation to two 16 MB halves under the first requests and keeps
// them at rest: 4 MB halves kept about 24 MB less per service and gateway, at more scavenges
// under load (bench/README.md, "Memory at rest"). The embedded shop needs the memory; a service
// on a PostgreSQL server holds half of it anyway, and keeps V8's default for its event lag.
const SMALL_YOUNG_GENERATION = ['--max-semi-space-size=4'];

/**
 * App name -> `(port) => process`, given what the launcher has settled (`platform`, built once by
 * launch.cjs): the ports known so far (read when an app starts, so an app started later gets the
 * ports read back before it), NATS, the keys, the admin account, where the shell's runtime config
 * is written.
 * @param {object} platform  ports, env, dev, quiet, setting, publicHost, dataDir, databaseUrls,
 *   nats, namespace, keys, admin, paypalEnv, catchMail, configFile, upstreamFile, frontendDirs,
 *   processesOf, gatewayEnv, metricsPorts: see startPlatform in launch.cjs
 */
function appLaunchers(platform) {
  const { ports, env, dev, quiet, setting, nats, processesOf } = platform;
  const launchers = new Map();
  // The shell's server sends it with each API request: the gateway believes the shopper's address
  // it passes on only then, as TRUST_PROXY=loopback would believe any process on this machine.
  const forwardingSecret = setting('FORWARDING_SECRET') || randomBytes(32).toString('base64url');
  const metricsPort = (name) => String(platform.metricsPorts[name]);
  const serviceEnv = (service, port, name) => ({
    ...MALLOC_ENV,
    NODE_ENV: process.env.NODE_ENV || (dev ? 'development' : 'production'),
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    METRICS_PORT: metricsPort(name),
    NATS_URL: nats.url,
    NATS_NAMESPACE: platform.namespace,
    ...(nats.streamReplicas ? { NATS_STREAM_REPLICAS: String(nats.streamReplicas) } : {}),
    // Replicas share the service's consumers: one event in hand keeps one order's events in order.
    ...(processesOf[service.name].length > 1 ? { EVENTS_IN_HAND: '1' } : {}),
    JWT_PUBLIC_KEY: platform.keys.publicKey,
    // Only identity signs tokens and keeps accounts; the others never see its secrets.
    ...(service.name === 'identity'
      ? {
          JWT_PRIVATE_KEY: platform.keys.privateKey,
          ADMIN_EMAIL: platform.admin.email,
          ADMIN_PASSWORD: platform.admin.password,
          SHOP_URL: setting('SHOP_URL') || `http://${platform.publicHost}:${ports.shell}`,
        }
      : { JWT_PRIVATE_KEY: '', ADMIN_PASSWORD: '' }),
    // The platform started here is a shop to try (npm start, the journeys, the benchmarks): its
    // catalogue starts with the demo products unless told otherwise. The catalog's own default
    // seeds only with NODE_ENV=development, and npm start runs the services as production.
    ...(service.name === 'catalog'
      ? { SEED_DEMO_CATALOGUE: setting('SEED_DEMO_CATALOGUE') || 'true' }
      : {}),
    ...(service.name === 'order' ? platform.paypalEnv : {}),
    // The gateway stands in front: analytics places visitors by the address it passes on.
    ...(service.name === 'analytics' ? { TRUST_PROXY: 'true' } : {}),
    DATA_DIR: path.join(platform.dataDir, service.name),
    UPLOADS_DIR: path.join(platform.dataDir, 'uploads'),
    ...(platform.catchMail
      ? { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(ports[MAIL_SMTP.name]) }
      : {}),
    ...(platform.databaseUrls[service.name]
      ? { DATABASE_URL: platform.databaseUrls[service.name] }
      : {}),
  });

  for (const service of SERVICES) {
    launchers.set(service.name, (port, name) =>
      startProcess({
        name,
        command: process.execPath,
        args: [
          ...(platform.databaseUrls[service.name] ? [] : SMALL_YOUNG_GENERATION),
          ...(dev ? ['--watch'] : []),
          'dist/main.js',
        ],
        cwd: service.dir,
        env: serviceEnv(service, port, name),
        quiet,
      }),
    );
  }

  launchers.set(GATEWAY.name, (port) => {
    const shellOrigins = [`http://localhost:${ports.shell}`, `http://127.0.0.1:${ports.shell}`];
    return startProcess({
      name: GATEWAY.name,
      command: process.execPath,
      args: [...SMALL_YOUNG_GENERATION, 'dist/main.js'],
      cwd: GATEWAY.dir,
      env: {
        ...MALLOC_ENV,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: metricsPort(GATEWAY.name),
        CORS_ORIGINS: [...shellOrigins, env.CORS_ORIGINS].filter(Boolean).join(','),
        // The shell's server on this machine passes the shopper's address on in X-Forwarded-For.
        TRUST_PROXY: setting('TRUST_PROXY') || 'loopback',
        FORWARDING_SECRET: forwardingSecret,
        // The edge cache hears the catalogue's changes on the platform's NATS.
        NATS_URL: nats.url,
        NATS_NAMESPACE: platform.namespace,
        // Every replica's address: the gateway balances each service's requests over them.
        ...Object.fromEntries(
          SERVICES.map((s) => [
            `${s.name.toUpperCase()}_URL`,
            processesOf[s.name].map((name) => `http://127.0.0.1:${ports[name]}`).join(','),
          ]),
        ),
        ...platform.gatewayEnv,
      },
      quiet,
    });
  });

  // Built frontends: the shell and the remotes share one static-server process.
  const frontends = frontendServer({
    env: {
      ...MALLOC_ENV,
      ...env,
      FORWARDING_SECRET: forwardingSecret,
      // The storefront server drops the HTML it keeps on the catalogue's events.
      NATS_URL: nats.url,
      NATS_NAMESPACE: platform.namespace,
    },
    quiet,
  });
  // A remote is served from its live release (scripts/release/releases.cjs), which is its own
  // build until `npm run release` makes another one live.
  const rootOf = (frontend) =>
    platform.frontendDirs?.[frontend.name] ??
    (frontend.spa
      ? path.join(frontend.dir, 'dist')
      : servedFolder(platform.dataDir, frontend.name, path.join(frontend.dir, 'dist')));
  const site = (frontend, port) =>
    frontends.open({
      name: frontend.name,
      root: rootOf(frontend),
      port,
      ...(frontend.spa
        ? {
            spa: true,
            runtimeConfig: platform.configFile,
            apiUpstreamFile: platform.upstreamFile,
          }
        : {}),
    });
  for (const frontend of FRONTENDS) {
    launchers.set(frontend.name, (port) => {
      if (!dev) return site(frontend, port);
      // In development too the shell's pages are rendered on the server, from a watched build.
      if (frontend.spa)
        return watchedShell({
          frontend,
          root: rootOf(frontend),
          env,
          quiet,
          serve: () => site(frontend, port),
        });
      return startProcess({
        name: frontend.name,
        command: process.execPath,
        args: [RSPACK_BIN, 'serve', '-c', 'rspack.config.mjs'],
        cwd: frontend.dir,
        env: { ...env, [frontend.portVar]: String(port), NODE_ENV: 'development' },
        quiet,
      });
    });
  }
  return launchers;
}

module.exports = { appLaunchers };
