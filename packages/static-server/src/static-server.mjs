// A built frontend (the shell or a remote) served as the build left it: files by their path, the
// build's brotli and gzip copies to clients that accept them, index.html for the shell's client
// routes, and this environment's runtime config. Files are served by sirv, which starts in a few
// milliseconds: five of these servers start beside the services on every `npm start`.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { createApiProxy, isProxiedPath } from './api-proxy.mjs';
import { createSitemap } from './sitemap.mjs';
import { createStorefront } from './storefront.mjs';

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
const COMPRESSED_COPY = /\.(?:br|gz)$/;

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'];
const CORS_MAX_AGE_SECONDS = 86400;

const TEXT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** The Cache-Control of a build file, judged by the name of the file it stands for. */
export function cacheControlOf(filePath) {
  const name = path.basename(filePath).replace(COMPRESSED_COPY, '');
  if (ENTRY_DOCUMENTS.has(name)) return NO_CACHE;
  return HASHED_NAME.test(name) ? LONG_CACHE : NO_CACHE;
}

/** A client route of the shell: a path without an extension, or one a browser opens as a page. */
const isPageRequest = (request, pathname) =>
  path.extname(pathname) === '' || (request.headers.accept ?? '').includes('text/html');

/**
 * Accept-Encoding without the codings refused with q=0 (`br;q=0, gzip`): sirv looks for the
 * names alone, and would send brotli to a client that said no to it.
 */
function withoutRefusedCodings(header = '') {
  return header
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
    .map(([coding]) => coding)
    .join(', ');
}

function answer(response, status, headers, body = `${status}\n`) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  response.end(body);
}

/** The request's path, or undefined for a target that is not one. */
function pathnameOf(request) {
  try {
    return new URL(request.url, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
}

/**
 * An HTTP server for the build in `root`; `spa` answers unknown page paths with index.html,
 * `runtimeConfig` is the file served as /runtime-config.json. `watch` looks each file up when
 * asked, so a rebuild beside the running server (`npm start`) is served at once; without it the
 * folder is listed once at start, as a deployed build never changes. `apiUpstream` (see
 * api-proxy.mjs) passes /api and /uploads on to the gateway it names, and serves the sitemap
 * read through it (sitemap.mjs), `sitemapUrlsPerFile` URLs at most in each file.
 */
export function createStaticServer({
  root,
  spa = false,
  runtimeConfig,
  watch = false,
  apiUpstream,
  sitemapUrlsPerFile,
}) {
  const proxy = apiUpstream ? createApiProxy(apiUpstream) : undefined;
  // The shell's pages rendered on the server, when the build has its server half.
  // SERVER_RENDERING=off sends every page unrendered, as before (comparisons, bench/).
  const renderPage =
    spa &&
    apiUpstream &&
    process.env.SERVER_RENDERING !== 'off' &&
    existsSync(path.join(root, 'server', 'server.js'))
      ? createStorefront({ root, runtimeConfig, upstream: apiUpstream })
      : undefined;
  const answerCrawler = apiUpstream
    ? createSitemap({ root, upstream: apiUpstream, urlsPerFile: sitemapUrlsPerFile })
    : undefined;
  const files = sirv(root, {
    dev: watch,
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    setHeaders(response, pathname) {
      response.setHeader('cache-control', cacheControlOf(pathname));
      response.setHeader('x-content-type-options', 'nosniff');
      const type = TEXT_TYPES[path.extname(pathname)];
      if (type) response.setHeader('content-type', type);
    },
  });

  return createServer((request, response) => {
    const pathname = pathnameOf(request);
    // Every method, and the gateway's own CORS answers: it is the API, not a build file.
    if (proxy && pathname !== undefined && isProxiedPath(pathname)) return proxy(request, response);
    // The shell fetches the remotes' manifests, entries and chunks from another origin.
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      return answer(
        response,
        204,
        {
          'access-control-allow-methods': READ_METHODS.join(', '),
          'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
          'access-control-max-age': String(CORS_MAX_AGE_SECONDS),
        },
        '',
      );
    }
    if (!READ_METHODS.includes(request.method)) {
      return answer(response, 405, { allow: READ_METHODS.join(', ') });
    }
    if (pathname === undefined) return answer(response, 400, {});
    request.headers['accept-encoding'] = withoutRefusedCodings(request.headers['accept-encoding']);
    // Read per request: the launcher rewrites it once the gateway has its port.
    if (runtimeConfig && pathname === '/runtime-config.json') {
      return readFile(runtimeConfig).then(
        (body) => {
          response.writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'cache-control': NO_CACHE,
          });
          response.end(body);
        },
        () => answer(response, 500, {}),
      );
    }
    if (answerCrawler?.(request, response, pathname)) return;
    // A page of the shop (an address without a file's extension, `/` included).
    if (renderPage && request.method !== 'OPTIONS' && path.extname(pathname) === '') {
      return renderPage(request, response).catch((error) => {
        // The page as the browser alone renders it, rather than no page.
        console.warn(`[storefront] ${pathname}: ${error?.message ?? error}; sent unrendered`);
        if (response.headersSent) return response.destroy();
        request.url = '/index.html';
        files(request, response, () => answer(response, 404, {}));
      });
    }
    files(request, response, () => {
      if (!spa || !isPageRequest(request, pathname)) return answer(response, 404, {});
      request.url = '/index.html';
      files(request, response, () => answer(response, 404, {}));
    });
  });
}
