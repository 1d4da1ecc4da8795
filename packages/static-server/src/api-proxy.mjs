// Passes the API's paths (/api, /uploads) on to the gateway, so a shopper's browser reaches the
// pages and the API at one origin: no second connection, no CORS preflight. http-proxy-3 (the
// proxy Vite uses) streams requests and answers both ways as they come (uploads, the analytics
// event stream) and keeps the hop-by-hop headers on their own connection.
import { readFile } from 'node:fs/promises';
import { createProxyServer } from 'http-proxy-3';

export const PROXIED_PREFIXES = ['/api', '/uploads'];

const UNAVAILABLE = JSON.stringify({ success: false, message: 'Cannot connect to server' });

/** Whether the path is one of the API's: /api, /api/..., /uploads/... (not /apiary). */
export function isProxiedPath(pathname) {
  return PROXIED_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/**
 * What the gateway learns of the browser: its address added to X-Forwarded-For (the gateway
 * believes it only from the addresses its TRUST_PROXY names and, given FORWARDING_SECRET, only
 * with that secret), and the host and scheme it used.
 */
export function forwardedHeaders(request) {
  const client = request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
  const before = request.headers['x-forwarded-for'];
  return {
    ...(process.env.FORWARDING_SECRET && { 'x-forwarding-secret': process.env.FORWARDING_SECRET }),
    'x-forwarded-for': before ? `${before}, ${client}` : client,
    'x-forwarded-host': request.headers['x-forwarded-host'] ?? request.headers.host ?? '',
    'x-forwarded-proto':
      request.headers['x-forwarded-proto'] ?? (request.socket.encrypted ? 'https' : 'http'),
  };
}

/** RFC 9110 §7.6.1: the headers an answer's Connection names belong to that connection only. */
function dropConnectionHeaders(answer) {
  const named = String(answer.headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'keep-alive' && name !== 'close');
  for (const name of named) delete answer.headers[name];
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
  const proxy = createProxyServer({ changeOrigin: false, xfwd: false });
  proxy.on('proxyRes', dropConnectionHeaders);

  const unavailable = (request, response) => {
    request.resume();
    if (response.headersSent) return response.destroy();
    response.writeHead(502, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(UNAVAILABLE);
  };

  return async function passOn(request, response) {
    const base = await upstream().catch(() => undefined);
    if (!base) return unavailable(request, response);
    proxy.web(request, response, { target: base.href, headers: forwardedHeaders(request) }, () =>
      unavailable(request, response),
    );
  };
}
