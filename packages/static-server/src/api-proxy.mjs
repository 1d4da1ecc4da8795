// Passes the API's paths (/api, /uploads) on to the gateway, so a shopper's browser reaches the
// pages and the API at one origin: no second connection, no CORS preflight. Requests and answers
// are streamed both ways as they come (uploads, the analytics event stream), with their method,
// headers, body and status; only the hop-by-hop headers stay on their own connection.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { readFile } from 'node:fs/promises';

export const PROXIED_PREFIXES = ['/api', '/uploads'];

// RFC 9110 §7.6.1: these describe one connection, not the message.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const UNAVAILABLE = JSON.stringify({ success: false, message: 'Cannot connect to server' });

/** Whether the path is one of the API's: /api, /api/..., /uploads/... (not /apiary). */
export function isProxiedPath(pathname) {
  return PROXIED_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

function withoutHopByHop(headers) {
  // Connection may name more headers that belong to the hop.
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !HOP_BY_HOP.has(name.toLowerCase()) && !named.includes(name.toLowerCase()),
    ),
  );
}

/**
 * The request's headers as the gateway gets them: the client's address added to
 * X-Forwarded-For (the gateway believes it only from the addresses its TRUST_PROXY names), and
 * the host and scheme the browser used.
 */
function forwardedHeaders(request) {
  const headers = withoutHopByHop(request.headers);
  const client = request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
  const before = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = before ? `${before}, ${client}` : client;
  headers['x-forwarded-host'] ??= request.headers.host ?? '';
  headers['x-forwarded-proto'] ??= request.socket.encrypted ? 'https' : 'http';
  return headers;
}

/**
 * The gateway's address: a fixed URL, or a file holding it (read again when it changes, as the
 * launcher writes it once the gateway has a port).
 */
export function upstreamSource({ url, file }) {
  if (url) {
    const fixed = new URL(url);
    return async () => fixed;
  }
  if (!file) return undefined;
  return async () => {
    const text = await readFile(file, 'utf8').catch(() => '');
    return text.trim() ? new URL(text.trim()) : undefined;
  };
}

/**
 * A handler for the API's paths; `upstream()` gives the gateway's base URL (or undefined while it
 * is not known yet, answered 502 like a gateway that is down).
 */
export function createApiProxy(upstream) {
  return async function proxy(request, response) {
    let base;
    try {
      base = await upstream();
    } catch {
      base = undefined;
    }
    const unavailable = () => {
      if (response.headersSent) return response.destroy();
      response.writeHead(502, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(UNAVAILABLE);
    };
    if (!base) {
      request.resume();
      return unavailable();
    }
    const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
    const basePath = base.pathname.replace(/\/+$/, '');
    const outgoing = send(
      {
        protocol: base.protocol,
        hostname: base.hostname.replace(/^\[|\]$/g, ''),
        port: base.port,
        method: request.method,
        path: `${basePath}${request.url}`,
        headers: forwardedHeaders(request),
      },
      (answer) => {
        response.writeHead(
          answer.statusCode ?? 502,
          answer.statusMessage,
          withoutHopByHop(answer.headers),
        );
        // An event stream's first bytes go out at once, not when a buffer fills.
        response.flushHeaders();
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    outgoing.on('error', unavailable);
    // The browser went away (a closed event stream, a cancelled upload): so does the request.
    response.on('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
    request.pipe(outgoing);
  };
}
