import type { IncomingHttpHeaders } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { countCacheLookup } from '@shop/service-kit';
import type { AnyReply, AnyRequest, UpstreamResponse } from '../proxy/upstream-answer';
import type { EdgeCache, EdgeEntry } from './edge-cache';

/** Larger answers are relayed without keeping a copy. */
export const MAX_EDGE_ENTRY_BYTES = 512 * 1024;

/** The headers a kept answer is sent again with; the rest are the gateway's own or per request. */
const KEPT_HEADERS = [
  'content-type',
  'content-encoding',
  'content-length',
  'etag',
  'cache-control',
  'vary',
  'last-modified',
] as const;

/** As the catalog decides: gzip unless the client gave it q=0. */
const ACCEPTS_GZIP = /\bgzip\b(?!\s*;\s*q=0(?:\.0*)?\b)/;

const READS = new Set(['GET', 'HEAD']);

/** What a request asked of the cache, kept from its arrival until the service answers. */
interface Pending {
  key: string;
  ticket: number;
}
const pending = new WeakMap<object, Pending>();

function keyOf(request: AnyRequest): string {
  const encoding = request.headers['accept-encoding'];
  const gzip = typeof encoding === 'string' && ACCEPTS_GZIP.test(encoding);
  return `${request.method === 'HEAD' ? 'GET' : request.method} ${request.url} ${gzip ? 'gzip' : 'identity'}`;
}

/** Signed-in callers may see what visitors do not (drafts for an admin): never shared. */
function isAnonymous(request: AnyRequest): boolean {
  return request.headers.authorization === undefined && request.headers.token === undefined;
}

function isPublic(headers: IncomingHttpHeaders): boolean {
  const control = String(headers['cache-control'] ?? '').toLowerCase();
  return (
    /\bpublic\b/.test(control) &&
    !/\b(?:private|no-store)\b/.test(control) &&
    typeof headers.etag === 'string' &&
    headers['set-cookie'] === undefined
  );
}

function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .some(
      (tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''),
    );
}

/** Sends a kept answer: 304 to a caller holding it, else the body with the service's headers. */
function send(request: AnyRequest, reply: AnyReply, entry: EdgeEntry, marker: 'HIT' | 'STALE') {
  reply.header('x-cache', marker);
  if (holds(request.headers['if-none-match'], entry.etag)) {
    const { etag, 'cache-control': control, vary } = entry.headers;
    void reply.code(304).headers({ etag, 'cache-control': control, vary }).send();
  } else {
    void reply.code(200).headers(entry.headers).send(entry.body);
  }
}

/**
 * The edge cache's part in proxying one route: `answer` serves a kept answer before the request
 * is forwarded, `observe` keeps a public answer as it is relayed. A write passing through
 * drops nothing: anyone may send one, refused or not, so only the catalogue's change events
 * (ProductChangeFeed) empty the cache; the writer, signed in, always reads from the catalog.
 * When the catalogue fails a read (its database away: a 5xx, no answer, no answer in time),
 * `answerStale` answers it with what a change or age dropped, marked `X-Cache: STALE`.
 */
export function edgeReads(cache: EdgeCache) {
  return {
    /** True when the request was answered from the cache. */
    answer(request: AnyRequest, reply: AnyReply): boolean {
      if (!READS.has(request.method) || !cache.live || !isAnonymous(request)) return false;
      const key = keyOf(request);
      const entry = cache.get(key);
      if (!entry) {
        pending.set(request, { key, ticket: cache.ticket() });
        reply.header('x-cache', 'MISS');
        countCacheLookup('edge', 'miss');
        return false;
      }
      countCacheLookup('edge', 'hit');
      send(request, reply, entry, 'HIT');
      return true;
    },

    /** True when a read the service failed was answered with the last answer dropped for it. */
    answerStale(request: AnyRequest, reply: AnyReply): boolean {
      const asked = pending.get(request);
      const entry = asked && cache.stale(asked.key);
      if (!entry) return false;
      reply.log.warn({ url: request.url }, 'catalogue failed a read: answered stale');
      countCacheLookup('edge', 'stale');
      send(request, reply, entry, 'STALE');
      return true;
    },

    /** Returns the stream to relay: the service's own, or a copy point when it is kept. */
    observe(request: AnyRequest, answered: UpstreamResponse): Readable {
      const upstream = answered.stream;
      const asked = pending.get(request);
      // A stale answer of the catalog's own is relayed, never kept as if it were fresh.
      const stale = answered.headers['x-cache'] === 'STALE';
      if (!asked || answered.statusCode !== 200 || stale || !isPublic(answered.headers))
        return upstream;
      const declared = Number(answered.headers['content-length']);
      if (!(declared <= MAX_EDGE_ENTRY_BYTES)) return upstream;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = answered.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      // The pipe and the collector attach together, so neither misses a chunk; the relay reads
      // the copy point when the reply gets to it.
      const relayed = new PassThrough();
      const chunks: Buffer[] = [];
      let bytes = 0;
      upstream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        bytes += chunk.length;
      });
      upstream.pipe(relayed);
      upstream.once('error', (error) => relayed.destroy(error));
      relayed.once('close', () => {
        if (!upstream.readableEnded) upstream.destroy();
      });
      upstream.once('end', () => {
        if (bytes !== declared) return;
        cache.set(
          asked.key,
          {
            status: 200,
            headers,
            body: Buffer.concat(chunks, bytes),
            etag: headers.etag!,
          },
          asked.ticket,
        );
      });
      return relayed;
    },
  };
}
