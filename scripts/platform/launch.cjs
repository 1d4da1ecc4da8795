// Starts the whole platform on one machine: NATS, the four services, the gateway and the five
// frontends. Used by `npm start`, `npm run dev`, the browser journeys and the benchmarks.
//
// Ports: an app asked for port 0 binds any free port itself and names it in its "listening on"
// line, which is read back here; the apps started after it are given that address. Hence the
// order: the services and the remotes first, then the shell (its page names the remotes), then
// the gateway (it needs the services' addresses and the shell's origin), and last the shell's
// runtime config with the gateway's address.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const {
  ROOT,
  SERVICES,
  GATEWAY,
  FRONTENDS,
  ALL_APPS,
  MAIL_CATCHER,
  MAIL_SMTP,
  RSPACK_BIN,
} = require('./apps.cjs');
const { ensureNats } = require('./nats.cjs');
const { canBind, choosePort, waitForListeningPort, listeningPort } = require('./ports.cjs');
const { jsonFormatter, logFormat, prettyFormatter } = require('./log-format.cjs');
const { startProcess, stopProcess, waitForHttp } = require('./processes.cjs');
const { startPayPalStandIn } = require('../paypal-standin.cjs');
const { currencyFromSettings } = require('../../deploy/shell/currency-rates.cjs');

const STATIC_SERVER = path.join(ROOT, 'packages/static-server/src/cli.mjs');
const MAIL_CATCHER_SCRIPT = path.join(ROOT, 'scripts/mail-catcher.mjs');
const HEALTH_TIMEOUT_MS = 120000;
// A port read back at a first start is bound again on a restart; should something have taken it
// meanwhile, the restart waits a little for it to be released.
const RESTART_ATTEMPTS = 10;
const RESTART_WAIT_MS = 500;
// The services and the gateway name their port in an info line.
const QUIET_LOG_LEVELS = new Set(['fatal', 'error', 'warn']);
// As the services accept it: it prefixes subjects (lower case) and stream names (upper case).
const NAMESPACE_PATTERN = /^[a-z0-9-]{1,32}$/;

const BACKEND_NAMES = new Set([...SERVICES, GATEWAY].map((app) => app.name));
/** A service's own HTTP line, never another "listening" line it may write (e.g. a transport's). */
const httpListeningPortOf = (name) => (line) =>
  line.includes(`${name} listening on http`) ? listeningPort(line) : undefined;

const MAIL_PORTS = (line) => {
  const http = listeningPort(line);
  const smtp = /SMTP on \S*?:(\d+)/.exec(line);
  return http && smtp ? { http, smtp: Number(smtp[1]) } : undefined;
};

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

const portVarOf = (name) =>
  [...ALL_APPS, MAIL_CATCHER, MAIL_SMTP].find((app) => app.name === name)?.portVar;

function portTakenMessage(taken) {
  const list = taken.map(({ name, port }) => `${port} (${portVarOf(name) ?? name})`).join(', ');
  const set = taken.length > 1 ? 'those variables to free ports' : 'that variable to a free port';
  return `port${taken.length > 1 ? 's' : ''} ${list} in use by another program (is the shop already running?): stop it, or set ${set}`;
}

/** Fixed ports that something else holds, all named in one line before anything starts. */
async function refuseTakenPorts(ports) {
  const taken = [];
  for (const [name, port] of Object.entries(ports))
    if (port !== 0 && !(await canBind(port))) taken.push({ name, port });
  if (taken.length > 0) throw new Error(portTakenMessage(taken));
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
 * passes /api and /uploads on to the gateway. The development servers of `npm run dev` do not,
 * so there the pages call the gateway at its own address.
 */
function apiBaseOf(ports, publicHost, setting, dev) {
  const configured = setting('SHOP_API_BASE');
  if (configured !== undefined) return configured.replace(/\/+$/, '');
  return dev ? `http://${publicHost}:${ports.gateway}` : '';
}

function runtimeConfig(ports, publicHost, setting, dev) {
  const at = (name) => `http://${publicHost}:${ports[name]}`;
  const remotes = {};
  for (const f of FRONTENDS.filter((f) => f.name !== 'shell'))
    remotes[f.federationName] = `${at(f.name)}/mf-manifest.json`;
  const tracking = {};
  for (const [key, name] of Object.entries(TRACKING_SETTINGS))
    if (setting(name)) tracking[key] = setting(name);
  const currency = currencyFromSettings(setting);
  return {
    apiBase: apiBaseOf(ports, publicHost, setting, dev),
    remotes,
    ...(Object.keys(tracking).length > 0 ? { tracking } : {}),
    ...(currency ? { currency } : {}),
  };
}

/** The launcher's own lines, in the same format as its apps'. */
function launcherLog() {
  const format =
    logFormat() === 'pretty'
      ? prettyFormatter('launcher', { colors: Boolean(process.stdout.isTTY) })
      : jsonFormatter('launcher');
  return (line) => console.log(format(line));
}

/** Replaces the file in one step, so the shell's server never reads half of it. */
function writeFileAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/**
 * @param {object} options
 * @param {Record<string, number>} options.ports  app name -> port (0 = any free port, read back)
 * @param {string} options.dataDir                embedded databases, uploads, NATS store
 * @param {Record<string, string>} [options.databaseUrls]  service -> DATABASE_URL
 * @param {string} [options.natsUrl]
 * @param {number} [options.natsPort]             0 starts a private nats-server
 * @param {string} [options.natsNamespace]        else NATS_NAMESPACE, else derived from dataDir
 * @param {Record<string, string>} [options.env]  extra settings for every app
 * @param {boolean} [options.dev]                 rspack dev servers instead of static builds
 * @param {boolean} [options.quiet]
 * @param {Record<string, string>} [options.frontendDirs]  frontend -> folder of its build, served
 *   instead of its dist/ (a release deployed apart from the others)
 * @param {(line: string) => void} [options.log]  the launcher's own lines
 */
async function startPlatform(options) {
  const { dataDir, databaseUrls = {}, env = {}, dev = false, quiet = false } = options;
  const log = options.log ?? (quiet ? () => undefined : launcherLog());
  const publicHost = options.publicHost ?? 'localhost';
  /** Ports as asked for; `ports` gets the ones read back as the apps report them. */
  const requested = { [MAIL_CATCHER.name]: 0, [MAIL_SMTP.name]: 0, ...options.ports };
  const ports = { ...requested };
  const readBack = new Set();
  // rspack's dev servers do not report their port: in development one is chosen beforehand.
  if (dev) for (const f of FRONTENDS) if (ports[f.name] === 0) ports[f.name] = choosePort();

  const logLevel = env.LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'info';
  const backendOnAnyPort = [...SERVICES, GATEWAY].filter((app) => requested[app.name] === 0);
  if (backendOnAnyPort.length > 0 && QUIET_LOG_LEVELS.has(logLevel)) {
    throw new Error(
      `LOG_LEVEL=${logLevel} hides the "listening on" line that reports the port of ${backendOnAnyPort.map((a) => a.name).join(', ')}: use info or debug with port 0`,
    );
  }
  await refuseTakenPorts(ports);

  // A real SMTP server in the settings replaces the development inbox.
  const catchMail = !(env.SMTP_HOST || process.env.SMTP_HOST);
  const namespace = natsNamespace(
    dataDir,
    options.natsNamespace ?? env.NATS_NAMESPACE ?? process.env.NATS_NAMESPACE,
  );
  const nats = await ensureNats({
    url: options.natsUrl,
    port: options.natsPort,
    storeDir: path.join(dataDir, 'nats'),
    quiet,
    log,
  });
  log(`NATS ${nats.url} (${nats.origin}), namespace ${namespace}`);
  const setting = (name) => env[name] || process.env[name];
  // A bad display rate stops the start here, before anything runs.
  currencyFromSettings(setting);
  const keys = signingKeys(dataDir, { JWT_PRIVATE_KEY: setting('JWT_PRIVATE_KEY') });
  const admin = adminAccount(dataDir, {
    ADMIN_EMAIL: setting('ADMIN_EMAIL'),
    ADMIN_PASSWORD: setting('ADMIN_PASSWORD'),
  });
  // Without PayPal credentials, checkout pays through the local PayPal stand-in (in this process).
  const paypalStandIn = setting('PAYPAL_CLIENT_ID')
    ? null
    : await startPayPalStandIn({
        port: Number(setting('PAYPAL_STANDIN_PORT') ?? 0),
        host: '127.0.0.1',
      }).then((standIn) => {
        log(`PayPal stand-in ${standIn.url} (no PAYPAL_CLIENT_ID set)`);
        return standIn;
      });
  const paypalEnv = paypalStandIn
    ? {
        PAYPAL_CLIENT_ID: 'standin-client',
        PAYPAL_CLIENT_SECRET: 'standin-secret',
        PAYPAL_API_BASE: paypalStandIn.url,
        PAYPAL_STANDIN: 'true',
      }
    : {};
  const running = new Map();
  const launchers = new Map();

  const serviceEnv = (service, port) => ({
    NODE_ENV: process.env.NODE_ENV || (dev ? 'development' : 'production'),
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NATS_URL: nats.url,
    NATS_NAMESPACE: namespace,
    JWT_PUBLIC_KEY: keys.publicKey,
    // Only identity signs tokens and keeps accounts; the others never see its secrets.
    ...(service.name === 'identity'
      ? {
          JWT_PRIVATE_KEY: keys.privateKey,
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
          SHOP_URL: setting('SHOP_URL') || `http://${publicHost}:${ports.shell}`,
        }
      : { JWT_PRIVATE_KEY: '', ADMIN_PASSWORD: '' }),
    // The platform started here is a shop to try (npm start, the journeys, the benchmarks): its
    // catalogue starts with the demo products unless told otherwise. The catalog's own default
    // seeds only with NODE_ENV=development, and npm start runs the services as production.
    ...(service.name === 'catalog'
      ? { SEED_DEMO_CATALOGUE: setting('SEED_DEMO_CATALOGUE') || 'true' }
      : {}),
    ...(service.name === 'order' ? paypalEnv : {}),
    // The gateway stands in front: analytics places visitors by the address it passes on.
    ...(service.name === 'analytics' ? { TRUST_PROXY: 'true' } : {}),
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
    launchers.set(service.name, (port) =>
      startProcess({
        name: service.name,
        command: process.execPath,
        args: [...(dev ? ['--watch'] : []), 'dist/main.js'],
        cwd: service.dir,
        env: serviceEnv(service, port),
        quiet,
      }),
    );
  }

  launchers.set(GATEWAY.name, (port) => {
    const shellOrigins = [`http://localhost:${ports.shell}`, `http://127.0.0.1:${ports.shell}`];
    return startProcess({
      name: GATEWAY.name,
      command: process.execPath,
      args: ['dist/main.js'],
      cwd: GATEWAY.dir,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        CORS_ORIGINS: [...shellOrigins, env.CORS_ORIGINS].filter(Boolean).join(','),
        // The shell's server on this machine passes the shopper's address on in X-Forwarded-For.
        TRUST_PROXY: setting('TRUST_PROXY') || 'loopback',
        // The edge cache hears the catalogue's changes on the platform's NATS.
        NATS_URL: nats.url,
        NATS_NAMESPACE: namespace,
        ...Object.fromEntries(
          SERVICES.map((s) => [`${s.name.toUpperCase()}_URL`, `http://127.0.0.1:${ports[s.name]}`]),
        ),
      },
      quiet,
    });
  });

  const configFile = path.join(dataDir, 'runtime-config.json');
  // The gateway's address for the shell's server, known once the gateway has its port.
  const upstreamFile = path.join(dataDir, 'api-upstream');
  fs.rmSync(upstreamFile, { force: true });
  const writeRuntimeConfig = () => {
    writeFileAtomically(
      configFile,
      JSON.stringify(runtimeConfig(ports, publicHost, setting, dev), null, 2),
    );
    if (ports.gateway) writeFileAtomically(upstreamFile, `http://127.0.0.1:${ports.gateway}\n`);
  };
  for (const frontend of FRONTENDS) {
    launchers.set(frontend.name, (port) =>
      dev
        ? startProcess({
            name: frontend.name,
            command: process.execPath,
            args: [RSPACK_BIN, 'serve', '-c', 'rspack.config.mjs'],
            cwd: frontend.dir,
            env: {
              ...env,
              [frontend.portVar]: String(port),
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
              options.frontendDirs?.[frontend.name] ?? path.join(frontend.dir, 'dist'),
              '--port',
              String(port),
              ...(frontend.spa
                ? ['--spa', '--runtime-config', configFile, '--api-upstream-file', upstreamFile]
                : []),
              // A frontend rebuilt while the shop runs is served at once.
              '--watch',
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

  /** Starts the app on its known port, or on any port and reads back the one it took. */
  async function launch(name) {
    const proc = launchers.get(name)(ports[name]);
    running.set(name, proc);
    if (name === MAIL_CATCHER.name && (ports[name] === 0 || ports[MAIL_SMTP.name] === 0)) {
      const mail = await waitForListeningPort(proc.child, { parse: MAIL_PORTS });
      ports[MAIL_CATCHER.name] = mail.http;
      ports[MAIL_SMTP.name] = mail.smtp;
    } else if (ports[name] === 0) {
      ports[name] = await waitForListeningPort(proc.child, {
        timeoutMs: HEALTH_TIMEOUT_MS,
        parse: BACKEND_NAMES.has(name) ? httpListeningPortOf(name) : listeningPort,
      });
      readBack.add(name);
    }
    await waitForHttp(readinessUrl(name), { timeoutMs: HEALTH_TIMEOUT_MS, proc });
    return proc;
  }

  async function startApp(name) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await launch(name);
      } catch (error) {
        const proc = running.get(name);
        const taken = (await proc?.exitedForTakenPort()) || error.code === 'EADDRINUSE';
        if (taken && readBack.has(name) && attempt < RESTART_ATTEMPTS) {
          await new Promise((resolve) => setTimeout(resolve, RESTART_WAIT_MS));
          continue;
        }
        if (taken && requested[name] !== 0)
          throw new Error(portTakenMessage([{ name, port: ports[name] }]));
        throw error;
      }
    }
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
    await paypalStandIn?.close();
    await nats.stop();
  }

  try {
    if (catchMail) await startApp(MAIL_CATCHER.name);
    const remotes = FRONTENDS.filter((f) => f.name !== 'shell').map((f) => f.name);
    const services = SERVICES.map((s) => s.name);
    const startFrontends = async () => {
      await Promise.all(remotes.map(startApp));
      writeRuntimeConfig();
      await startApp('shell');
    };
    if (dev) {
      // rspack's dev servers take their time; their ports are chosen beforehand, so the services
      // (identity writes the shop's address into its e-mails) need not wait for them.
      await Promise.all([...services.map(startApp), startFrontends()]);
    } else {
      // Static servers start in milliseconds: the shell's address (a port read back) is known
      // before identity starts.
      await startFrontends();
      await Promise.all(services.map(startApp));
    }
    await startApp(GATEWAY.name);
    writeRuntimeConfig();
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    ports,
    natsUrl: nats.url,
    natsNamespace: namespace,
    signingKeys: keys,
    admin,
    urls: {
      shop: `http://${publicHost}:${ports.shell}`,
      api: `http://${publicHost}:${ports.gateway}`,
      mail: catchMail ? `http://${publicHost}:${ports[MAIL_CATCHER.name]}` : undefined,
      paypal: paypalStandIn?.url,
    },
    startApp,
    stopApp,
    stop,
  };
}

module.exports = { startPlatform, natsNamespace };
