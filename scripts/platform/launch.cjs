// Starts the whole platform on one machine: NATS, the four services, the gateway and the five
// frontends. Used by `npm start`, `npm run dev`, the browser journeys and the benchmarks.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const {
  ROOT,
  SERVICES,
  GATEWAY,
  FRONTENDS,
  MAIL_CATCHER,
  MAIL_SMTP,
  RSPACK_BIN,
} = require('./apps.cjs');
const { ensureNats, freePort } = require('./nats.cjs');
const { startProcess, stopProcess, waitForHttp } = require('./processes.cjs');

const STATIC_SERVER = path.join(ROOT, 'scripts/static-server.mjs');
const MAIL_CATCHER_SCRIPT = path.join(ROOT, 'scripts/mail-catcher.mjs');
const HEALTH_TIMEOUT_MS = 120000;

async function resolveFreePorts(ports) {
  const resolved = {};
  for (const [name, port] of Object.entries(ports))
    resolved[name] = port === 0 ? await freePort() : port;
  return resolved;
}

/** A stable signing secret for local runs, so sign-ins survive a restart. */
function localJwtSecret(dataDir) {
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

function runtimeConfig(ports, publicHost) {
  const at = (name) => `http://${publicHost}:${ports[name]}`;
  const remotes = {};
  for (const f of FRONTENDS.filter((f) => f.name !== 'shell'))
    remotes[f.federationName] = `${at(f.name)}/mf-manifest.json`;
  return { apiBase: at('gateway'), remotes };
}

/**
 * @param {object} options
 * @param {Record<string, number>} options.ports  app name -> port (0 = any free port)
 * @param {string} options.dataDir                embedded databases, uploads, NATS store
 * @param {Record<string, string>} [options.databaseUrls]  service -> DATABASE_URL
 * @param {string} [options.natsUrl]
 * @param {number} [options.natsPort]             0 starts a private nats-server
 * @param {Record<string, string>} [options.env]  extra settings for every app
 * @param {boolean} [options.dev]                 rspack dev servers instead of static builds
 * @param {boolean} [options.quiet]
 */
async function startPlatform(options) {
  const { dataDir, databaseUrls = {}, env = {}, dev = false, quiet = false } = options;
  const publicHost = options.publicHost ?? 'localhost';
  const ports = await resolveFreePorts({
    [MAIL_CATCHER.name]: 0,
    [MAIL_SMTP.name]: 0,
    ...options.ports,
  });
  // A real SMTP server in the settings replaces the development inbox.
  const catchMail = !(env.SMTP_HOST || process.env.SMTP_HOST);
  const nats = await ensureNats({
    url: options.natsUrl,
    port: options.natsPort,
    storeDir: path.join(dataDir, 'nats'),
    quiet,
  });
  const jwtSecret = env.JWT_SECRET || process.env.JWT_SECRET || localJwtSecret(dataDir);
  const running = new Map();
  const launchers = new Map();

  const serviceEnv = (service) => ({
    NODE_ENV: process.env.NODE_ENV || (dev ? 'development' : 'production'),
    ...env,
    PORT: String(ports[service.name]),
    HOST: '127.0.0.1',
    NATS_URL: nats.url,
    JWT_SECRET: jwtSecret,
    DATA_DIR: path.join(dataDir, service.name),
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    ...(catchMail ? { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(ports[MAIL_SMTP.name]) } : {}),
    ...(databaseUrls[service.name] ? { DATABASE_URL: databaseUrls[service.name] } : {}),
  });

  launchers.set(MAIL_CATCHER.name, () =>
    startProcess({
      name: 'mail',
      command: process.execPath,
      args: [
        MAIL_CATCHER_SCRIPT,
        '--smtp-port',
        String(ports[MAIL_SMTP.name]),
        '--http-port',
        String(ports[MAIL_CATCHER.name]),
      ],
      cwd: ROOT,
      env,
      quiet,
    }),
  );

  for (const service of SERVICES) {
    launchers.set(service.name, () =>
      startProcess({
        name: service.name,
        command: process.execPath,
        args: [...(dev ? ['--watch'] : []), 'dist/main.js'],
        cwd: service.dir,
        env: serviceEnv(service),
        quiet,
      }),
    );
  }

  const shellOrigins = [`http://localhost:${ports.shell}`, `http://127.0.0.1:${ports.shell}`];
  launchers.set(GATEWAY.name, () =>
    startProcess({
      name: GATEWAY.name,
      command: process.execPath,
      args: ['dist/main.js'],
      cwd: GATEWAY.dir,
      env: {
        ...env,
        PORT: String(ports.gateway),
        HOST: '127.0.0.1',
        CORS_ORIGINS: [...shellOrigins, env.CORS_ORIGINS].filter(Boolean).join(','),
        ...Object.fromEntries(
          SERVICES.map((s) => [`${s.name.toUpperCase()}_URL`, `http://127.0.0.1:${ports[s.name]}`]),
        ),
      },
      quiet,
    }),
  );

  const configFile = path.join(dataDir, 'runtime-config.json');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(configFile, JSON.stringify(runtimeConfig(ports, publicHost), null, 2));
  for (const frontend of FRONTENDS) {
    launchers.set(frontend.name, () =>
      dev
        ? startProcess({
            name: frontend.name,
            command: process.execPath,
            args: [RSPACK_BIN, 'serve', '-c', 'rspack.config.mjs'],
            cwd: frontend.dir,
            env: {
              ...env,
              [frontend.portVar]: String(ports[frontend.name]),
              NODE_ENV: 'development',
              ...(frontend.spa ? { SHOP_RUNTIME_CONFIG: configFile } : {}),
            },
            quiet,
          })
        : startProcess({
            name: frontend.name,
            command: process.execPath,
            args: [
              STATIC_SERVER,
              '--dir',
              path.join(frontend.dir, 'dist'),
              '--port',
              String(ports[frontend.name]),
              ...(frontend.spa ? ['--spa', '--runtime-config', configFile] : []),
            ],
            cwd: ROOT,
            env,
            quiet,
          }),
    );
  }

  const readinessUrl = (name) => {
    const port = ports[name];
    if (name === MAIL_CATCHER.name) return `http://127.0.0.1:${port}/api/messages`;
    if (name === 'gateway' || SERVICES.some((s) => s.name === name))
      return `http://127.0.0.1:${port}/health`;
    return `http://127.0.0.1:${port}/${name === 'shell' ? '' : 'mf-manifest.json'}`;
  };

  async function startApp(name) {
    const proc = launchers.get(name)();
    running.set(name, proc);
    await waitForHttp(readinessUrl(name), { timeoutMs: HEALTH_TIMEOUT_MS, proc });
    return proc;
  }

  async function stopApp(name) {
    const proc = running.get(name);
    running.delete(name);
    if (proc) await stopProcess(proc);
  }

  async function stop() {
    // Outside in: nothing is left calling a part that has already stopped.
    const layers = [
      FRONTENDS.map((f) => f.name),
      [GATEWAY.name],
      SERVICES.map((s) => s.name),
      [MAIL_CATCHER.name],
    ];
    for (const layer of layers) await Promise.all(layer.map((name) => stopApp(name)));
    await nats.stop();
  }

  try {
    if (catchMail) await startApp(MAIL_CATCHER.name);
    await Promise.all(SERVICES.map((s) => startApp(s.name)));
    await startApp(GATEWAY.name);
    await Promise.all(FRONTENDS.map((f) => startApp(f.name)));
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    ports,
    natsUrl: nats.url,
    jwtSecret,
    urls: {
      shop: `http://${publicHost}:${ports.shell}`,
      api: `http://${publicHost}:${ports.gateway}`,
      mail: catchMail ? `http://${publicHost}:${ports[MAIL_CATCHER.name]}` : undefined,
    },
    startApp,
    stopApp,
    stop,
  };
}

module.exports = { startPlatform };
