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
// --sitemap-urls-per-file  the most URLs in one sitemap before /sitemap.xml becomes an index
//                       (the protocol's 50,000 when left out)
//
//   static-server --sites   several builds in one process, each on its own port, opened and
//                           closed by the parent process over IPC (npm start; see sites.mjs)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { upstreamSource } from './api-proxy.mjs';
import { closeSite, openSite, serveSites } from './sites.mjs';

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
      'sitemap-urls-per-file': { type: 'string' },
      sites: { type: 'boolean', default: false },
    },
  });
  if (values.sites) return { sites: true };
  const urlsPerFile = values['sitemap-urls-per-file'];
  if (!values.dir || !values.port || (urlsPerFile && !(Number(urlsPerFile) >= 1))) {
    console.error(
      'usage: static-server --dir <dir> --port <port> [--spa] [--runtime-config <file>] [--host <host>] [--watch] [--api-upstream <url> | --api-upstream-file <file>] [--sitemap-urls-per-file <n>]',
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
    sitemapUrlsPerFile: urlsPerFile && Math.floor(Number(urlsPerFile)),
  };
}

async function main() {
  const config = options();
  if (config.sites) return serveSites();
  const server = await openSite(config).catch((error) => {
    console.error(`[static-server] ${error.message}`);
    process.exit(1);
  });
  // Port 0 takes any free port; the line names the port actually bound.
  console.log(
    `[static-server] ${path.relative(process.cwd(), config.root) || '.'} listening on http://${config.host ?? 'localhost'}:${server.address().port}`,
  );

  const shutdown = (signal) => {
    console.log(`[static-server] ${signal}: closing`);
    closeSite(server).then(() => process.exit(0));
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('[static-server]', error);
  process.exit(1);
});
