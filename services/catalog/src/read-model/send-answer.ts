import type { Request, Response } from 'express';
import type { CachedAnswer } from './response-cache';

/**
 * Browsers and a CDN may keep an answer but must ask again each time; the ETag makes that ask
 * cheap (304, no body). Freshness is then exactly the catalogue's: a change shows on the next read.
 */
export const CATALOG_CACHE_CONTROL = 'public, no-cache';

/** Whether the client already holds this answer (If-None-Match compares weakly). */
function alreadyHeld(request: Request, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

function acceptsGzip(request: Request): boolean {
  const header = request.headers['accept-encoding'];
  return typeof header === 'string' && /\bgzip\b(?!\s*;\s*q=0(?:\.0*)?\b)/.test(header);
}

/** Sends a serialised answer: 304 when the client holds it, gzip when the client takes it. */
export function sendAnswer(request: Request, response: Response, answer: CachedAnswer): void {
  response.setHeader('Cache-Control', CATALOG_CACHE_CONTROL);
  response.setHeader('ETag', answer.etag);
  response.setHeader('Vary', 'Accept-Encoding');
  // The gateway's edge cache uses the same header (HIT, MISS); it never keeps a stale answer.
  if (answer.stale) response.setHeader('X-Cache', 'STALE');
  if (alreadyHeld(request, answer.etag)) {
    response.status(304).end();
    return;
  }
  const gzip = acceptsGzip(request);
  const body = gzip ? answer.gzip : answer.json;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (gzip) response.setHeader('Content-Encoding', 'gzip');
  response.setHeader('Content-Length', body.length);
  response.status(200).end(body);
}
