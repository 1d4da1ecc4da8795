import type { IncomingHttpHeaders } from 'node:http';

/** Headers that describe one connection (RFC 9110 §7.6.1), never relayed across a proxy. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/**
 * A service's answer without the headers about its connection to the gateway. Relayed, its
 * `connection: keep-alive` overrode a caller's `Connection: close` (node keeps a socket open when
 * the answer says so) and announced the service's keep-alive timeout instead of the gateway's.
 */
export function withoutHopByHopHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const relayed: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && !named.includes(name)) relayed[name] = value;
  }
  return relayed;
}
