// Opening a built frontend's server, and several of them in one process: `npm start` serves the
// shell and the four remotes from one process (one node process instead of five, about 40 MB
// each at rest), each on its own port as in a deployment, opened and closed by the launcher
// over the process's IPC channel.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { upstreamSource } from './api-proxy.mjs';
import { listen, listenEverywhere } from './listen.mjs';
import { createStaticServer } from './static-server.mjs';

const SHUTDOWN_GRACE_MS = 5000;

/**
 * Checks the build and binds its server (`config` as createStaticServer takes it, with `port`
 * and `host`, every interface when left out). A missing build or a broken runtime config stops
 * here, not at a shopper's page.
 */
export async function openSite(config) {
  const rootInfo = await stat(config.root).catch(() => null);
  if (!rootInfo?.isDirectory()) {
    throw new Error(`${config.root} is not a directory (build the app first)`);
  }
  if (config.runtimeConfig) JSON.parse(await readFile(config.runtimeConfig, 'utf8'));
  const server = createStaticServer(config);
  if (config.host) await listen(server, config.port, config.host);
  else await listenEverywhere(server, config.port);
  return server;
}

/** Stops taking connections; open ones finish (at most the grace period) or, `now`, are cut. */
export function closeSite(server, { now = false } = {}) {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), now ? 0 : SHUTDOWN_GRACE_MS);
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Serves the sites the parent process asks for: `{ open: { id, name, root, port, spa,
 * runtimeConfig, apiUpstreamFile, watch } }` answered `{ id, opened: port }` or `{ id, failed:
 * { code, message } }`; `{ close: id, now }` answered `{ id, closed: true }`. Exits once the
 * last site is closed, or on SIGTERM / SIGINT after closing them all.
 */
export function serveSites() {
  const sites = new Map();
  const reply = (message) => process.connected && process.send(message);

  async function open({ id, name, apiUpstreamFile, ...config }) {
    try {
      const server = await openSite({
        ...config,
        root: path.resolve(config.root),
        apiUpstream: upstreamSource({ file: apiUpstreamFile }),
      });
      sites.set(id, server);
      const { port } = server.address();
      console.log(`[static-server] ${name} listening on http://localhost:${port}`);
      reply({ id, opened: port });
    } catch (error) {
      console.error(`[static-server] ${name}: ${error.message}`);
      reply({ id, failed: { code: error.code, message: error.message } });
    }
  }

  async function close(id, now) {
    const server = sites.get(id);
    sites.delete(id);
    if (server) await closeSite(server, { now });
    reply({ id, closed: true });
    if (sites.size === 0) process.exit(0);
  }

  process.on('message', (message) => {
    if (message.open) open(message.open);
    else if (message.close) close(message.close, message.now);
  });
  // The launcher gone, nothing is left to ask for these sites.
  process.on('disconnect', () => process.exit(0));
  const shutdown = async () => {
    await Promise.all([...sites.values()].map((server) => closeSite(server)));
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
