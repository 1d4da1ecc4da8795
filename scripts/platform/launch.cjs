// Starts the whole platform on one machine: NATS, the four services, the gateway and the five
// frontends. Used by `npm start`, `npm run dev`, the browser journeys and the benchmarks.
//
// Ports: an app asked for port 0 binds any free port itself and names it in its "listening on"
// line, which is read back here; the apps started after it are given that address. Hence the
// order: the services and the remotes first, then the shell (its page names the remotes), then
// the gateway (it needs the services' addresses and the shell's origin), and last the shell's
// runtime config with the gateway's address.
const fs = require('node:fs');
const path = require('node:path');
const { SERVICES, GATEWAY, FRONTENDS, MAIL_CATCHER, MAIL_SMTP } = require('./apps.cjs');
const { ensureNats } = require('./nats.cjs');
const {
  adminAccount,
  natsNamespace,
  runtimeConfig,
  signingKeys,
  writeFileAtomically,
} = require('./platform-settings.cjs');
const {
  choosePort,
  listeningPort,
  portTakenMessage,
  refuseTakenPorts,
  waitForListeningPort,
} = require('./ports.cjs');
const { jsonFormatter, logFormat, prettyFormatter } = require('./log-format.cjs');
const { appLaunchers } = require('./app-launchers.cjs');
const { stopProcess, waitForHttp } = require('./processes.cjs');
const { startPayPalStandIn } = require('../paypal-standin.cjs');
const { currencyFromSettings } = require('../../deploy/shell/currency-rates.cjs');

const HEALTH_TIMEOUT_MS = 120000;
// A port read back at a first start is bound again on a restart; should something have taken it
// meanwhile, the restart waits a little for it to be released.
const RESTART_ATTEMPTS = 10;
const RESTART_WAIT_MS = 500;
// The services and the gateway name their port in an info line.
const QUIET_LOG_LEVELS = new Set(['fatal', 'error', 'warn']);

const BACKEND_NAMES = new Set([...SERVICES, GATEWAY].map((app) => app.name));
/** A service's own HTTP line, never another "listening" line it may write (e.g. a transport's). */
const httpListeningPortOf = (name) => (line) =>
  line.includes(`${name} listening on http`) ? listeningPort(line) : undefined;

const MAIL_PORTS = (line) => {
  const http = listeningPort(line);
  const smtp = /SMTP on \S*?:(\d+)/.exec(line);
  return http && smtp ? { http, smtp: Number(smtp[1]) } : undefined;
};

/** The launcher's own lines, in the same format as its apps'. */
function launcherLog() {
  const format =
    logFormat() === 'pretty'
      ? prettyFormatter('launcher', { colors: Boolean(process.stdout.isTTY) })
      : jsonFormatter('launcher');
  return (line) => console.log(format(line));
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
  const launchers = appLaunchers({
    ports,
    env,
    dev,
    quiet,
    setting,
    publicHost,
    dataDir,
    databaseUrls,
    nats,
    namespace,
    keys,
    admin,
    paypalEnv,
    catchMail,
    configFile,
    upstreamFile,
    frontendDirs: options.frontendDirs,
  });

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
