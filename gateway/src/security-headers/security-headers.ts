import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { BEACON_PATHS, EMBEDDED_PREFIXES } from '../routes';

/** A year; the browser that saw it asks for https only, for that long. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Matched by route, so the check holds however the caller spells the path. */
function isEmbedded(request: FastifyRequest): boolean {
  const route = request.routeOptions.url?.toLowerCase() ?? '';
  return EMBEDDED_PREFIXES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));
}

/** A beacon's answer carries only an acknowledgement; matched by path, as it is proxied. */
function isBeaconTarget(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0].toLowerCase();
  return BEACON_PATHS.includes(path);
}

/**
 * Security headers on every answer: the gateway's own (errors, health) and the services' it
 * relays. Set when a request arrives, so an answer refused early (429, 413) carries them too.
 * The API answers JSON and images only: nothing in them may load anything or be framed.
 * helmet's middleware is built once here and applied to each request.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Below, and only over TLS: sent on plain http it would lock out a site without https.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (error) return done(error as Error);
      // https when the connection is TLS or, with TRUST_PROXY, when the load balancer says so.
      if (request.protocol === 'https')
        reply.raw.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      // The shell, on another origin, shows product images from here and sends beacons here.
      if (isEmbedded(request) || isBeaconTarget(request))
        reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
      done();
    });
  });
}
