import type { Request } from 'express';

/**
 * The visitor's address: with TRUST_PROXY, the one the gateway passed in X-Forwarded-For
 * (Express's `request.ip`, trusting one hop); otherwise the connection's own.
 */
export function clientAddress(request: Request, trustProxy: boolean): string | undefined {
  return trustProxy ? request.ip : request.socket.remoteAddress;
}

/**
 * The same for a call the gateway forwarded inside a batch: the X-Forwarded-For it set for the
 * call (its last hop, as Express reads it), otherwise the batch's connection.
 */
export function forwardedClientAddress(
  forwardedFor: string | undefined,
  connectionAddress: string | undefined,
  trustProxy: boolean,
): string | undefined {
  if (!trustProxy) return connectionAddress;
  const lastHop = forwardedFor?.split(',').pop()?.trim();
  return lastHop || connectionAddress;
}
