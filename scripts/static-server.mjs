#!/usr/bin/env node
// Serves a built frontend (the shell or a remote) in production.
//
//   node scripts/static-server.mjs --dir shell/dist --port 4300 [--spa]
//        [--runtime-config <file>] [--host 127.0.0.1]
//
// --spa                 answers unknown page paths with index.html (the shell's client routes)
// --runtime-config      serves /runtime-config.json from this file, so each environment points
//                       the shell at its own API and remotes without a rebuild
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { pipeline } from 'node:stream';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

const PRECOMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
];
// Smaller files gain nothing from compression (the build writes no copies for them either).
const COMPRESSION_THRESHOLD_BYTES = 1024;

// Documents that name other files: always revalidated, so a release is picked up at once.
const ENTRY_DOCUMENTS = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'runtime-config.json',
]);
// Build output named by content hash (main.3dc0ea3f.js) never changes under its name.
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const SHUTDOWN_GRACE_MS = 5000;

function options() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      spa: { type: 'boolean', default: false },
      'runtime-config': { type: 'string' },
    },
  });
  if (!values.dir || !values.port) {
    console.error(
      'usage: static-server.mjs --dir <dir> --port <port> [--spa] [--runtime-config <file>] [--host <host>]',
    );
    process.exit(2);
  }
  return {
    root: path.resolve(values.dir),
    port: Number(values.port),
    host: values.host,
    spa: values.spa,
    runtimeConfig: values['runtime-config'] && path.resolve(values['runtime-config']),
  };
}

function cacheControl(filePath) {
  const name = path.basename(filePath);
  if (ENTRY_DOCUMENTS.has(name)) return NO_CACHE;
  return HASHED_NAME.test(name) ? LONG_CACHE : NO_CACHE;
}

/** Maps a URL path to a file inside root, or null if it would leave root. */
function fileInRoot(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const filePath = path.join(root, path.normalize(decoded));
  return filePath === root || filePath.startsWith(root + path.sep) ? filePath : null;
}

async function regularFile(filePath) {
  try {
    const info = await stat(filePath);
    if (info.isDirectory()) return regularFile(path.join(filePath, 'index.html'));
    return info.isFile() ? { filePath, info } : null;
  } catch {
    return null;
  }
}

const looksLikePage = (request, urlPath) =>
  path.extname(urlPath) === '' || (request.headers.accept ?? '').includes('text/html');

// Compressed copies of build files, kept while the file is unchanged; the oldest entry goes
// first once the cache is full, so releases over a long uptime cannot grow it without bound.
const gzipCache = new Map();
const GZIP_CACHE_ENTRIES = 500;

async function gzipped(filePath, info) {
  const key = `${filePath}:${info.mtimeMs}:${info.size}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = await gzipAsync(await readFile(filePath));
    gzipCache.set(key, body);
    if (gzipCache.size > GZIP_CACHE_ENTRIES) gzipCache.delete(gzipCache.keys().next().value);
  }
  return body;
}

/** A file removed mid-release or a client gone mid-download must not crash the server. */
function streamFile(filePath, response) {
  pipeline(createReadStream(filePath), response, () => undefined);
}

/** Whether Accept-Encoding allows `encoding`: named (or `*`) without `q=0`. */
function accepts(request, encoding) {
  let allowed = false;
  for (const part of (request.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name === encoding) return weight > 0;
    if (name === '*') allowed = weight > 0;
  }
  return allowed;
}

/** A build's precompressed copy of `original`, unless the original was replaced after it. */
async function precompressedCopy(original, suffix) {
  const copy = await regularFile(original.filePath + suffix);
  return copy && copy.info.mtimeMs >= original.info.mtimeMs ? copy : null;
}

async function sendFile(request, response, { filePath, info }) {
  const ext = path.extname(filePath).toLowerCase();
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(filePath),
    'Last-Modified': info.mtime.toUTCString(),
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';

  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }

  if (COMPRESSIBLE.has(ext)) {
    // The build's compressed copies (scripts/rspack/precompress-plugin.mjs) win over
    // compressing on the fly; brotli is the smaller of the two.
    for (const [encoding, suffix] of PRECOMPRESSED) {
      if (!accepts(request, encoding)) continue;
      const precompressed = await precompressedCopy({ filePath, info }, suffix);
      if (precompressed) {
        response.writeHead(200, {
          ...headers,
          'Content-Encoding': encoding,
          'Content-Length': precompressed.info.size,
        });
        if (request.method === 'HEAD') return response.end();
        streamFile(precompressed.filePath, response);
        return;
      }
    }
    if (info.size >= COMPRESSION_THRESHOLD_BYTES && accepts(request, 'gzip')) {
      const body = await gzipped(filePath, info);
      response.writeHead(200, {
        ...headers,
        'Content-Encoding': 'gzip',
        'Content-Length': body.length,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
  }

  response.writeHead(200, { ...headers, 'Content-Length': info.size });
  if (request.method === 'HEAD') return response.end();
  streamFile(filePath, response);
}

function sendStatus(response, status, extraHeaders = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...extraHeaders });
  response.end(`${status}\n`);
}

function createStaticServer({ root, spa, runtimeConfig }) {
  return createServer(async (request, response) => {
    // Remotes' manifests, entries and chunks are fetched by the shell from another origin.
    response.setHeader('Access-Control-Allow-Origin', '*');
    try {
      if (request.method === 'OPTIONS') {
        return sendStatus(response, 204, {
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
          'Access-Control-Max-Age': '86400',
        });
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return sendStatus(response, 405, { Allow: 'GET, HEAD, OPTIONS' });
      }

      const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (runtimeConfig && urlPath === '/runtime-config.json') {
        const file = await regularFile(runtimeConfig);
        return file ? sendFile(request, response, file) : sendStatus(response, 500);
      }

      const filePath = fileInRoot(root, urlPath);
      if (!filePath) return sendStatus(response, 400);
      const file = await regularFile(filePath);
      if (file) return sendFile(request, response, file);

      if (spa && looksLikePage(request, urlPath)) {
        const index = await regularFile(path.join(root, 'index.html'));
        if (index) return sendFile(request, response, index);
      }
      sendStatus(response, 404);
    } catch (error) {
      console.error(`[static-server] ${request.method} ${request.url}`, error);
      if (!response.headersSent) sendStatus(response, 500);
      else response.destroy();
    }
  });
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
  // Port 0 takes any free port; the line names the port actually bound, which the launcher reads.
  server.listen(config.port, config.host, () => {
    const shown = config.host ?? 'localhost';
    console.log(
      `[static-server] ${path.relative(process.cwd(), config.root) || '.'} listening on http://${shown}:${server.address().port}`,
    );
  });

  const shutdown = (signal) => {
    console.log(`[static-server] ${signal}: closing`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('[static-server]', error);
  process.exit(1);
});
