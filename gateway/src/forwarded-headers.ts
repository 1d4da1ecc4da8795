import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config';

/** Carries FORWARDING_SECRET from the proxy in front (the shell's server) to the gateway. */
export const FORWARDING_SECRET_HEADER = 'x-forwarding-secret';

const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'];

/**
 * With FORWARDING_SECRET, the forwarded headers are believed only on requests that carry it:
 * TRUST_PROXY=loopback alone would let any process on the machine choose its own address. The
 * others lose them before anything reads the client's address (request.ip is read on demand),
 * and no service ever sees the secret.
 */
export function registerForwardingSecret(app: FastifyInstance, config: GatewayConfig): void {
  const secret = config.FORWARDING_SECRET;
  if (!secret) return;
  const expected = digest(secret);
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.raw.headers;
    const carried = headers[FORWARDING_SECRET_HEADER];
    delete headers[FORWARDING_SECRET_HEADER];
    if (typeof carried !== 'string' || !timingSafeEqual(digest(carried), expected))
      for (const name of FORWARDED_HEADERS) delete headers[name];
    done();
  });
}

/** Compared as digests: of equal length whatever was sent. */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
