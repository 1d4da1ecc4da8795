// Ports for the platform's servers: one set of rules for the launcher, the tests and the bench.
//
// A server that can bind port 0 does so and reports the port it got in its "listening on" line,
// which the caller reads back. Where a number must be chosen before the server starts (a
// nats-server that has to come back on the same port after an outage), it is chosen below
// Linux's ephemeral range (32768-60999), where the kernel never places outgoing connections,
// and the start is retried with another number when the port turns out to be taken.
const net = require('node:net');
const { ALL_APPS, MAIL_CATCHER, MAIL_SMTP } = require('./apps.cjs');

const CHOSEN_PORTS = { min: 20000, max: 32000 };
const START_ATTEMPTS = 10;

// Numbers this process already handed out are not handed out again.
const handedOut = new Set();

/** A port number below the ephemeral range, not handed out before by this process. */
function choosePort(random = Math.random) {
  const span = CHOSEN_PORTS.max - CHOSEN_PORTS.min + 1;
  if (handedOut.size > span / 2) handedOut.clear();
  for (;;) {
    const port = CHOSEN_PORTS.min + Math.floor(random() * span);
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

/** True for an error (or a server's own output) that says the port is taken. */
function isAddressInUse(errorOrText) {
  const text =
    typeof errorOrText === 'string'
      ? errorOrText
      : `${errorOrText?.code ?? ''} ${errorOrText?.message ?? ''}`;
  return /EADDRINUSE|address already in use/i.test(text);
}

/**
 * Runs `start(port)` with a chosen port, and again with another one while it fails because the
 * port is taken. Any other failure is passed on at once.
 */
async function withChosenPort(start, { attempts = START_ATTEMPTS, random } = {}) {
  let lastError;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await start(choosePort(random));
    } catch (error) {
      if (!isAddressInUse(error)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * The port in a server's "listening on" line: the services' and the gateway's JSON lines
 * ("catalog listening on http://127.0.0.1:4412"), the static server's and the inbox's lines,
 * and nats-server's "Listening for client connections on 127.0.0.1:4222".
 */
function listeningPort(line) {
  const match = /listening (?:for client connections )?on \S*?:(\d+)\b/i.exec(line);
  return match ? Number(match[1]) : undefined;
}

/** The port in a service's or the gateway's metrics line ("metrics on http://127.0.0.1:9464/metrics"). */
function metricsPort(line) {
  const match = /\bmetrics on http:\/\/\S*?:(\d+)\/metrics\b/.exec(line);
  return match ? Number(match[1]) : undefined;
}

/**
 * Resolves with the port a child process reports in its first "listening on" line (read from
 * stdout and stderr; other readers of those streams are not disturbed). Rejects when the child
 * exits first, with what it wrote, or when `timeoutMs` passes.
 */
function waitForListeningPort(child, { timeoutMs = 60000, parse = listeningPort } = {}) {
  const streams = [child.stdout, child.stderr].filter(Boolean);
  return new Promise((resolve, reject) => {
    let output = '';
    const pending = new Map(streams.map((stream) => [stream, '']));
    const listeners = new Map();
    const settle = (error, port) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      for (const [stream, listener] of listeners) stream.off('data', listener);
      if (error) reject(error);
      else resolve(port);
    };
    const onExit = (code, signal) => {
      const how = signal ? `signal ${signal}` : `code ${code}`;
      const error = new Error(`exited with ${how} before it listened\n${output.slice(-4000)}`);
      if (isAddressInUse(output)) error.code = 'EADDRINUSE';
      settle(error);
    };
    for (const stream of streams) {
      const listener = (chunk) => {
        output += chunk.toString();
        const lines = (pending.get(stream) + chunk.toString()).split('\n');
        pending.set(stream, lines.pop());
        for (const line of lines) {
          const port = parse(line);
          if (port !== undefined) return settle(undefined, port);
        }
      };
      listeners.set(stream, listener);
      stream.on('data', listener);
    }
    const timer = setTimeout(
      () => settle(new Error(`reported no port within ${timeoutMs} ms\n${output.slice(-4000)}`)),
      timeoutMs,
    );
    child.on('exit', onExit);
  });
}

/** True when something accepts connections on host:port. */
function isListening(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** True when this process could bind host:port now (nothing else holds it). */
function canBind(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The setting that fixes an app's port, to name in a message. */
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

module.exports = {
  portTakenMessage,
  refuseTakenPorts,
  CHOSEN_PORTS,
  choosePort,
  isAddressInUse,
  withChosenPort,
  listeningPort,
  metricsPort,
  waitForListeningPort,
  isListening,
  canBind,
};
