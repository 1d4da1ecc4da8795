import type { FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@shop/service-kit';
import type { GatewayConfig } from '../config';
import { UPLOAD_PREFIXES } from '../routes';

export interface Refusal {
  status: number;
  message: string;
}

/** The most a request to `url` may send: the upload limit under the upload paths. */
export function bodyLimitFor(config: GatewayConfig, url: string): number {
  const upload = UPLOAD_PREFIXES.some((p) => url.startsWith(p));
  return upload ? config.UPLOAD_BODY_LIMIT_MB * 1024 * 1024 : config.BODY_LIMIT_KB * 1024;
}

/**
 * Bodies are streamed to the services untouched, so the size limit is enforced up front from
 * the declared length; a body without one (chunked) cannot be checked and is refused.
 */
export function bodyRefusal(config: GatewayConfig, request: FastifyRequest): Refusal | undefined {
  const declared = request.headers['content-length'];
  if (declared === undefined && request.headers['transfer-encoding'])
    return { status: 411, message: ERROR_MESSAGES.lengthRequired };
  if (Number(declared ?? 0) > bodyLimitFor(config, request.url))
    return { status: 413, message: ERROR_MESSAGES.bodyTooLarge };
  return undefined;
}

const DOT_SEGMENT = /(?:^|[/\\])\.{1,2}(?=[/\\]|$)/;

/**
 * The gateway routes by path, and the proxy resolves the path as a URL before forwarding it:
 * `.` and `..` segments (also percent-encoded, also between backslashes, which URLs read as
 * slashes) would be resolved after routing, so `/api/user/x/../login` would reach the sign-in
 * route without its rate limit. Such paths are refused rather than resolved.
 */
export function pathRefusal(request: FastifyRequest): Refusal | undefined {
  const path = request.url.split('?')[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, message: ERROR_MESSAGES.malformedUrl };
  }
  if (DOT_SEGMENT.test(path) || DOT_SEGMENT.test(decoded))
    return { status: 400, message: ERROR_MESSAGES.invalidPath };
  return undefined;
}
