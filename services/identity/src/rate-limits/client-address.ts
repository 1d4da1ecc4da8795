import type { Request } from 'express';

/**
 * The address a request came from: the one the gateway wrote into X-Forwarded-For, which the
 * kit's `trust proxy` setting (one hop) makes `request.ip`; a direct call's socket address.
 */
export function clientAddress(request: Request): string {
  return request.ip ?? 'unknown';
}
