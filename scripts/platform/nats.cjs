// NATS with JetStream: the given NATS_URL, one already listening locally, or one we start.
const fs = require('node:fs');
const { startProcess, stopProcess } = require('./processes.cjs');
const { isAddressInUse, isListening, listeningPort } = require('./ports.cjs');
const { ensureTool, findTool } = require('./system-deps.cjs');

const DEFAULT_PORT = 4222;
/** nats-server's own way of asking for any free port. */
const ANY_PORT = -1;
const READY_TIMEOUT_MS = 10000;

/** The nats-server binary: NATS_SERVER_BIN, else on PATH or where Debian puts it. */
function findNatsServer(env = process.env) {
  return findTool('nats-server', { env });
}

/**
 * Runs nats-server with JetStream on 127.0.0.1 and resolves once it accepts clients, with the
 * port it listens on (`port` -1: one it picked itself); `extraArgs` are added (a cluster node's). `spawnServer(args)` starts the process
 * with stderr piped, where nats-server logs. When it exits first, the rejection carries its own
 * words, and EADDRINUSE as code when the port was taken, so the caller can try another.
 */
function runNatsServer({
  port,
  storeDir,
  spawnServer,
  extraArgs = [],
  timeoutMs = READY_TIMEOUT_MS,
}) {
  const args = ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir, ...extraArgs];
  const child = spawnServer(args);
  return new Promise((resolve, reject) => {
    let output = '';
    let boundPort;
    const settle = (error) => {
      clearTimeout(timer);
      child.off('close', onExit);
      child.stderr.off('data', onOutput);
      child.stderr.resume();
      if (!error) return resolve({ child, port: boundPort });
      child.kill('SIGKILL');
      reject(error);
    };
    const onExit = (code) => {
      const error = new Error(`nats-server exited with code ${code}:\n${output}`);
      if (isAddressInUse(output)) error.code = 'EADDRINUSE';
      settle(error);
    };
    const onOutput = (chunk) => {
      output += chunk.toString();
      for (const line of output.split('\n')) boundPort ??= listeningPort(line);
      if (boundPort !== undefined && output.includes('Server is ready')) settle();
    };
    const timer = setTimeout(
      () => settle(new Error(`nats-server not ready after ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    child.on('error', (error) => settle(error));
    // 'close', not 'exit': the process may exit before its last words are read from stderr.
    child.on('close', onExit);
    child.stderr.on('data', onOutput);
  });
}

/**
 * Returns { url, stop, origin }. With `port: 0` a private server is always started on a port it picks
 * itself (tests, bench); otherwise an existing local server on `port` is reused, or one started
 * there. A missing nats-server is installed when this user may (see system-deps.cjs).
 */
async function ensureNats({ url, port = DEFAULT_PORT, storeDir, quiet, log = console.log }) {
  if (url) return { url, stop: async () => {}, origin: 'from NATS_URL' };
  if (port !== 0 && (await isListening(port)))
    return { url: `nats://127.0.0.1:${port}`, stop: async () => {}, origin: 'found running' };
  const bin = findNatsServer() ?? ensureTool('nats-server', { log, hint: 'or set NATS_URL' });
  fs.mkdirSync(storeDir, { recursive: true });
  let proc;
  try {
    const started = await runNatsServer({
      port: port === 0 ? ANY_PORT : port,
      storeDir,
      spawnServer: (args) => {
        proc = startProcess({ name: 'nats', command: bin, args, quiet });
        return proc.child;
      },
    });
    return {
      url: `nats://127.0.0.1:${started.port}`,
      stop: () => stopProcess(proc),
      origin: 'started for this platform',
    };
  } catch (error) {
    if (error.code === 'EADDRINUSE')
      throw new Error(
        `port ${port} for NATS is taken by something that is not a NATS server: stop it, or set NATS_URL`,
      );
    throw error;
  }
}

module.exports = { ensureNats, findNatsServer, runNatsServer, ANY_PORT };
