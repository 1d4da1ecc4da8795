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
const { ensureNatsCluster } = require('./nats-cluster.cjs');
const { refuseEmbeddedReplicas, replicaNames } = require('./replicas.cjs');
const { appRunner } = require('./app-runner.cjs');
const {
  adminAccount,
  natsNamespace,
  runtimeConfig,
  signingKeys,
  writeFileAtomically,
} = require('./platform-settings.cjs');
const { choosePort, isListening, refuseTakenPorts } = require('./ports.cjs');
const { jsonFormatter, logFormat, prettyFormatter } = require('./log-format.cjs');
const { appLaunchers } = require('./app-launchers.cjs');
const { startPayPalStandIn } = require('../paypal-standin.cjs');
const { startMailCatcher } = require('../mail-catcher.cjs');
const { currencyFromSettings } = require('../../deploy/shell/currency-rates.cjs');

// The services and the gateway name their port in an info line.
const QUIET_LOG_LEVELS = new Set(['fatal', 'error', 'warn']);
// Where `npm start` finds a Redis for the gateway's rate limit counters when replicas run.
const LOCAL_REDIS = { host: '127.0.0.1', port: 6379 };

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
 * @param {boolean} [options.dev]                 rspack dev servers for the remotes and a watched
 *   build of the shell instead of static builds
 * @param {boolean} [options.quiet]
 * @param {Record<string, string>} [options.frontendDirs]  frontend -> folder of its build, served
 *   instead of its dist/ (a release deployed apart from the others)
 * @param {(line: string) => void} [options.log]  the launcher's own lines
 * @param {number} [options.replicas]             processes of each service (needs databaseUrls)
 * @param {number} [options.natsCluster]          nats-servers to start as a cluster (no natsUrl)
 */
async function startPlatform(options) {
  const { dataDir, databaseUrls = {}, env = {}, dev = false, quiet = false } = options;
  const replicas = options.replicas ?? 1;
  refuseEmbeddedReplicas(replicas, databaseUrls);
  const log = options.log ?? (quiet ? () => undefined : launcherLog());
  const publicHost = options.publicHost ?? 'localhost';
  /** Ports as asked for; `ports` gets the ones read back as the apps report them. */
  const requested = { [MAIL_CATCHER.name]: 0, [MAIL_SMTP.name]: 0, ...options.ports };
  const ports = { ...requested };
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
  const nats =
    (options.natsCluster ?? 1) > 1 && !options.natsUrl
      ? await ensureNatsCluster({
          size: options.natsCluster,
          storeDir: path.join(dataDir, 'nats-cluster'),
          quiet,
          log,
        })
      : await ensureNats({
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
  // The development inbox runs in this process too, unless SMTP_HOST names a real server.
  const mail = catchMail
    ? await startMailCatcher({
        smtpPort: ports[MAIL_SMTP.name],
        httpPort: ports[MAIL_CATCHER.name],
        log: quiet ? () => undefined : (line) => log(`mail: ${line}`),
      }).catch(async (error) => {
        // Nothing else will close the stand-in: stop() is for a platform that started.
        await paypalStandIn?.close();
        throw error;
      })
    : undefined;
  if (mail) {
    ports[MAIL_SMTP.name] = mail.smtpPort;
    ports[MAIL_CATCHER.name] = mail.httpPort;
  }
  const paypalEnv = paypalStandIn
    ? {
        PAYPAL_CLIENT_ID: 'standin-client',
        PAYPAL_CLIENT_SECRET: 'standin-secret',
        PAYPAL_API_BASE: paypalStandIn.url,
        PAYPAL_STANDIN: 'true',
      }
    : {};
  const processesOf = Object.fromEntries(
    SERVICES.map((s) => [s.name, replicaNames(s.name, replicas)]),
  );
  // The first replica keeps the service's port; the others take free ones and name them.
  for (const service of SERVICES)
    for (const [i, name] of processesOf[service.name].entries())
      if (name !== service.name) requested[name] = ports[name] = i === 0 ? ports[service.name] : 0;
  const gatewayEnv = replicas > 1 ? await sharedRateLimits(setting, namespace, log) : {};
  // Each service process and the gateway serve their metrics on a port of their own: any free
  // one at first, read back from its metrics line and kept for its restarts.
  const metricsOn = metricsWanted(setting('METRICS_PORT'), logLevel, log);
  const metrics = {
    ports: Object.fromEntries(
      [...Object.values(processesOf).flat(), GATEWAY.name].map((name) => [
        name,
        metricsOn ? 0 : 'off',
      ]),
    ),
    urls: {},
  };

  const configFile = path.join(dataDir, 'runtime-config.json');
  // The gateway's address for the shell's server, known once the gateway has its port.
  const upstreamFile = path.join(dataDir, 'api-upstream');
  fs.rmSync(upstreamFile, { force: true });
  const writeRuntimeConfig = () => {
    writeFileAtomically(
      configFile,
      JSON.stringify(runtimeConfig(ports, publicHost, setting), null, 2),
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
    processesOf,
    gatewayEnv,
    metricsPorts: metrics.ports,
  });
  const { startApp, stopApp } = appRunner({ launchers, requested, ports, processesOf, metrics });

  async function stop() {
    // Outside in: nothing is left calling a part that has already stopped.
    const layers = [FRONTENDS.map((f) => f.name), [GATEWAY.name], SERVICES.map((s) => s.name)];
    for (const layer of layers) await Promise.all(layer.map((name) => stopApp(name)));
    await paypalStandIn?.close();
    await mail?.close();
    await nats.stop();
  }

  try {
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
    if (replicas > 1) log(replicasLine(processesOf, ports));
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
    /** Service -> the names of its processes (`catalog`, or `catalog#1` ... with replicas). */
    replicas: processesOf,
    /** Process name (`gateway`, `catalog` or `catalog#1` ...) -> its metrics address; none when off. */
    metricsUrls: metrics.urls,
    startApp,
    stopApp,
    /** The NATS cluster's nodes when one was started here (natsCluster), else none. */
    natsNodes: nats.nodes ?? [],
    stopNatsNode: (n) => natsClusterOnly(nats).stopNode(n),
    startNatsNode: (n) => natsClusterOnly(nats).startNode(n),
    stop,
  };
}

function natsClusterOnly(nats) {
  if (!nats.nodes) throw new Error('no NATS cluster was started for this platform (natsCluster)');
  return nats;
}

/**
 * Whether the processes serve metrics: not with METRICS_PORT=off, nor at a log level that hides
 * the lines naming their ports, which are read back.
 */
function metricsWanted(metricsPort, logLevel, log) {
  if (metricsPort === 'off') return false;
  if (!QUIET_LOG_LEVELS.has(logLevel)) return true;
  log(`LOG_LEVEL=${logLevel} hides the lines naming the metrics ports: metrics are off`);
  return false;
}

/** Where each service's replicas listen, for the start's log. */
function replicasLine(processesOf, ports) {
  const where = Object.entries(processesOf).map(
    ([service, names]) => `${service} ${names.map((name) => ports[name]).join(', ')}`,
  );
  return `replicas: ${where.join('; ')}`;
}

/**
 * With replicas, the gateway keeps its rate limit counters in the local Redis when one answers
 * and RATE_LIMIT_REDIS_URL names none, under keys of this platform's own (docs/operations.md,
 * "Replicas").
 */
async function sharedRateLimits(setting, namespace, log) {
  if (setting('RATE_LIMIT_REDIS_URL')) return {};
  if (!(await isListening(LOCAL_REDIS.port, LOCAL_REDIS.host))) {
    log(
      `no Redis on ${LOCAL_REDIS.host}:${LOCAL_REDIS.port}: the gateway counts rate limits in its memory`,
    );
    return {};
  }
  log(`the gateway counts rate limits in the Redis on ${LOCAL_REDIS.host}:${LOCAL_REDIS.port}`);
  return {
    RATE_LIMIT_REDIS_URL: `redis://${LOCAL_REDIS.host}:${LOCAL_REDIS.port}`,
    RATE_LIMIT_REDIS_PREFIX:
      setting('RATE_LIMIT_REDIS_PREFIX') || `shop-gateway:${namespace}:rate-limit:`,
  };
}

module.exports = { startPlatform, natsNamespace };
