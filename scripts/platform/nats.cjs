// NATS with JetStream: the given NATS_URL, one already listening locally, or one we start.
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { startProcess, stopProcess } = require('./processes.cjs');

const DEFAULT_PORT = 4222;

function isListening(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

function findNatsServer(env = process.env) {
  const candidates = [
    env.NATS_SERVER_BIN,
    ...(env.PATH || '').split(':').map((d) => path.join(d, 'nats-server')),
    '/usr/sbin/nats-server',
    '/usr/bin/nats-server',
  ];
  return candidates.find((c) => c && fs.existsSync(c));
}

/**
 * Returns { url, stop }. With `port: 0` a private server is always started (tests); otherwise an
 * existing local server is reused.
 */
async function ensureNats({ url, port = DEFAULT_PORT, storeDir, quiet }) {
  if (url) return { url, stop: async () => {} };
  if (port !== 0 && (await isListening(port)))
    return { url: `nats://127.0.0.1:${port}`, stop: async () => {} };
  const bin = findNatsServer();
  if (!bin) {
    throw new Error(
      'nats-server was not found. Install it with `npm run setup:system` (Debian: apt-get install nats-server), or set NATS_URL.',
    );
  }
  const listenPort = port === 0 ? await freePort() : port;
  fs.mkdirSync(storeDir, { recursive: true });
  const proc = startProcess({
    name: 'nats',
    command: bin,
    args: ['-js', '-a', '127.0.0.1', '-p', String(listenPort), '-sd', storeDir],
    quiet,
  });
  const deadline = Date.now() + 10000;
  while (!(await isListening(listenPort))) {
    if (proc.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`nats-server did not start\n${proc.recentOutput()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `nats://127.0.0.1:${listenPort}`, stop: () => stopProcess(proc) };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

module.exports = { ensureNats, freePort, isListening };
