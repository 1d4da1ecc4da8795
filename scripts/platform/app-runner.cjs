// Starting and stopping the platform's processes by name: an app (`catalog`: all its replicas)
// or one replica (`catalog#2`), each on its known port or on one it takes and names.
const { SERVICES, GATEWAY } = require('./apps.cjs');
const {
  listeningPort,
  metricsPort,
  portTakenMessage,
  waitForListeningPort,
} = require('./ports.cjs');
const { appOf } = require('./replicas.cjs');
const { stopProcess, waitForHttp } = require('./processes.cjs');

const HEALTH_TIMEOUT_MS = 120000;
// A port read back at a first start is bound again on a restart; should something have taken it
// meanwhile, the restart waits a little for it to be released.
const RESTART_ATTEMPTS = 10;
const RESTART_WAIT_MS = 500;

const BACKEND_NAMES = new Set([...SERVICES, GATEWAY].map((app) => app.name));
/** A service's own HTTP line, never another "listening" line it may write (e.g. a transport's). */
const httpListeningPortOf = (name) => (line) =>
  line.includes(`${name} listening on http`) ? listeningPort(line) : undefined;

/**
 * @param {object} options
 * @param {Map<string, (port: number, name: string) => object>} options.launchers  app -> start
 * @param {Record<string, number>} options.requested  process name -> port asked for (0: any)
 * @param {Record<string, number>} options.ports      process name -> port; read-back ports land here
 * @param {Record<string, string[]>} options.processesOf  app -> its processes' names (replicas)
 * @param {{ ports: Record<string, number | 'off'>, urls: Record<string, string> }} options.metrics
 *   process name -> its metrics port (0: any, read back; off: none), and the addresses read back
 */
function appRunner({ launchers, requested, ports, processesOf, metrics }) {
  const running = new Map();
  const readBack = new Set();
  const namesOf = (name) => (appOf(name).replica ? [name] : (processesOf[name] ?? [name]));

  const readinessUrl = (name) => {
    const { app } = appOf(name);
    const port = ports[name];
    if (BACKEND_NAMES.has(app)) return `http://127.0.0.1:${port}/health`;
    return `http://127.0.0.1:${port}/${app === 'shell' ? '' : 'mf-manifest.json'}`;
  };

  /**
   * The port its metrics line names, listened for from the start (the line comes before the
   * app's "listening on" one); the one it had when it is started again.
   */
  const metricsPortOf = (name, proc) => {
    const port = metrics.ports[name];
    if (port === undefined || port === 'off') return undefined;
    if (port !== 0) return Promise.resolve(port);
    const readBack = waitForListeningPort(proc.child, {
      timeoutMs: HEALTH_TIMEOUT_MS,
      parse: metricsPort,
    });
    // Awaited once the app is up; an exit before that is reported by the app's own wait.
    readBack.catch(() => undefined);
    return readBack;
  };

  /** Starts the process on its known port, or on any port and reads back the one it took. */
  async function launch(name) {
    const { app } = appOf(name);
    const proc = launchers.get(app)(ports[name], name);
    running.set(name, proc);
    const metricsReadBack = metricsPortOf(name, proc);
    if (proc.listening) {
      // A frontend of the one static-server process: it answers with the port it bound.
      const port = await proc.listening;
      if (ports[name] === 0) readBack.add(name);
      ports[name] = port;
    } else if (ports[name] === 0) {
      ports[name] = await waitForListeningPort(proc.child, {
        timeoutMs: HEALTH_TIMEOUT_MS,
        parse: BACKEND_NAMES.has(app) ? httpListeningPortOf(app) : listeningPort,
      });
      readBack.add(name);
    }
    // A service's port is its first replica's.
    if (appOf(name).replica === 1) ports[app] = ports[name];
    await waitForHttp(readinessUrl(name), { timeoutMs: HEALTH_TIMEOUT_MS, proc });
    if (metricsReadBack) {
      metrics.ports[name] = await metricsReadBack;
      metrics.urls[name] = `http://127.0.0.1:${metrics.ports[name]}/metrics`;
    }
    return proc;
  }

  async function startOne(name) {
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
        // The metrics port it had may be the taken one: a free one does as well.
        if (taken && metrics.ports[name] > 0 && attempt < RESTART_ATTEMPTS) {
          metrics.ports[name] = 0;
          continue;
        }
        if (taken && requested[name] !== 0)
          throw new Error(portTakenMessage([{ name: appOf(name).app, port: ports[name] }]));
        throw error;
      }
    }
  }

  /** SIGTERM (an orderly stop, SIGKILL after 10 s), or SIGKILL at once: a crash. */
  async function stopOne(name, signal = 'SIGTERM') {
    const proc = running.get(name);
    running.delete(name);
    if (!proc) return;
    if (proc.stop) return proc.stop(signal);
    if (signal === 'SIGTERM') return stopProcess(proc);
    if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill(signal);
    await proc.exited;
  }

  return {
    /** Starts an app (every replica of a service, side by side) or one replica. */
    startApp: async (name) => {
      await Promise.all(namesOf(name).map((one) => startOne(one)));
    },
    /** Stops an app (every replica) or one replica; `{ signal: 'SIGKILL' }` kills it instead. */
    stopApp: async (name, { signal = 'SIGTERM' } = {}) => {
      await Promise.all(namesOf(name).map((one) => stopOne(one, signal)));
    },
  };
}

module.exports = { appRunner };
