#!/usr/bin/env node
// Serves a built frontend (the shell or a remote) in production and in `npm start`.
//
//   static-server --dir shell/dist --port 4300 [--spa] [--runtime-config <file>] [--host <host>]
//                 [--watch]
//
// --spa                 answers unknown page paths with index.html (the shell's client routes)
// --runtime-config      serves /runtime-config.json from this file, so each environment points
//                       the shell at its own API and remotes without a rebuild
// --host                the address to bind; every interface when left out
// --watch               looks files up on each request, so a rebuild is served at once (npm start)
// --api-upstream        the gateway's address: /api and /uploads are passed on to it, so the pages
//                       and the API share one origin (the shell's server)
// --api-upstream-file   a file holding that address, read again on each API request (the launcher
//                       writes it once the gateway has its port)
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { upstreamSource } from './api-proxy.mjs';
import { createStaticServer } from './static-server.mjs';

const SHUTDOWN_GRACE_MS = 5000;
const EVERY_INTERFACE = '::';
const EVERY_IPV4_INTERFACE = '0.0.0.0';

function options() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      spa: { type: 'boolean', default: false },
      watch: { type: 'boolean', default: false },
      'runtime-config': { type: 'string' },
      'api-upstream': { type: 'string' },
      'api-upstream-file': { type: 'string' },
    },
  });
  if (!values.dir || !values.port) {
    console.error(
      'usage: static-server --dir <dir> --port <port> [--spa] [--runtime-config <file>] [--host <host>] [--watch] [--api-upstream <url> | --api-upstream-file <file>]',
    );
    process.exit(2);
  }
  return {
    root: path.resolve(values.dir),
    port: Number(values.port),
    host: values.host,
    spa: values.spa,
    watch: values.watch,
    runtimeConfig: values['runtime-config'] && path.resolve(values['runtime-config']),
    apiUpstream: upstreamSource({
      url: values['api-upstream'],
      file: values['api-upstream-file'] && path.resolve(values['api-upstream-file']),
    }),
  };
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Binds every interface, as Node does without a host: IPv6 and IPv4, or IPv4 alone. */
async function listenEverywhere(server, port) {
  try {
    return await listen(server, port, EVERY_INTERFACE);
  } catch (error) {
    if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
    return listen(server, port, EVERY_IPV4_INTERFACE);
  }
}

async function main() {
  const config = options();
  const rootInfo = await stat(config.root).catch(() => null);
  if (!rootInfo?.isDirectory()) {
    console.error(`[static-server] ${config.root} is not a directory (build the app first)`);
    process.exit(1);
  }
  if (config.runtimeConfig) {
    // A broken file should stop the start, not every shopper's page.
    JSON.parse(await readFile(config.runtimeConfig, 'utf8'));
  }

  const server = createStaticServer(config);
  if (config.host) await listen(server, config.port, config.host);
  else await listenEverywhere(server, config.port);
  // Port 0 takes any free port; the line names the port actually bound, which the launcher reads.
  console.log(
    `[static-server] ${path.relative(process.cwd(), config.root) || '.'} listening on http://${config.host ?? 'localhost'}:${server.address().port}`,
  );

  const shutdown = (signal) => {
    console.log(`[static-server] ${signal}: closing`);
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('[static-server]', error);
  process.exit(1);
});
