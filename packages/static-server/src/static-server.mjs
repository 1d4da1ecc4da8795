// A built frontend (the shell or a remote) served as the build left it: files by their path, the
// build's brotli and gzip copies to clients that accept them, index.html for the shell's client
// routes, and this environment's runtime config.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

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

/** The Cache-Control of a build file, judged by the name of the file it stands for. */
export function cacheControlOf(filePath) {
  const name = path.basename(filePath).replace(COMPRESSED_COPY, '');
  if (ENTRY_DOCUMENTS.has(name)) return NO_CACHE;
  return HASHED_NAME.test(name) ? LONG_CACHE : NO_CACHE;
}

/** A client route of the shell: a path without an extension, or one a browser opens as a page. */
const isPageRequest = (request) =>
  path.extname(request.url.split('?')[0]) === '' ||
  (request.headers.accept ?? '').includes('text/html');

/**
 * A Fastify server for the build in `root`; `spa` answers unknown page paths with index.html,
 * `runtimeConfig` is the file served as /runtime-config.json.
 */
export async function createStaticServer({ root, spa = false, runtimeConfig }) {
  const app = Fastify({ logger: false });
  app.addHook('onError', async (request, _reply, error) => {
    console.error(`[static-server] ${request.method} ${request.url}`, error);
  });

  // The shell fetches the remotes' manifests, entries and chunks from another origin.
  await app.register(cors, {
    origin: '*',
    methods: READ_METHODS,
    maxAge: CORS_MAX_AGE_SECONDS,
  });
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlOf(filePath));
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  if (runtimeConfig) {
    app.get('/runtime-config.json', async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', NO_CACHE)
        .send(await readFile(runtimeConfig)),
    );
  }

  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: (_request, reply) =>
      reply.code(405).header('allow', READ_METHODS.join(', ')).send('405\n'),
  });

  app.setNotFoundHandler((request, reply) => {
    if (spa && isPageRequest(request)) return reply.sendFile('index.html');
    return reply.code(404).type('text/plain; charset=utf-8').send('404\n');
  });

  return app;
}
