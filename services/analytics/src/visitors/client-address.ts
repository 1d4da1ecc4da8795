import type { Request } from 'express';

/**
 * The visitor's address: with TRUST_PROXY, the one the gateway passed in X-Forwarded-For
 * (Express's `request.ip`, trusting one hop); otherwise the connection's own.
 */
export function clientAddress(request: Request, trustProxy: boolean): string | undefined {
  return trustProxy ? request.ip : request.socket.remoteAddress;
}
