import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerBase,
  RouteGenericInterface,
} from 'fastify';
import proxy from '@fastify/http-proxy';
import { ERROR_MESSAGES, REQUEST_ID_HEADER } from '@shop/service-kit';
import rateLimit from '@fastify/rate-limit';
import type { GatewayConfig } from '../config';
import { AUTH_PATHS, ROUTES, SERVICE_LABELS, UPLOAD_PREFIXES, serviceUrls } from '../routes';
import type { ServiceName } from '../routes';

export function unavailableMessage(service: ServiceName): string {
  return `${SERVICE_LABELS[service]} service is unavailable. Please try again later.`;
}

function onUpstreamError(service: ServiceName) {
  return (
    reply: FastifyReply<RouteGenericInterface, RawServerBase>,
    { error }: { error: Error },
  ) => {
    // Refused, reset or timed out: to the caller the service is simply unavailable.
    reply.log.warn({ service, err: error.message }, 'upstream failed');
    reply.code(503).send({ success: false, message: unavailableMessage(service) });
  };
}

function bodyLimitFor(config: GatewayConfig, url: string): number {
  const upload = UPLOAD_PREFIXES.some((p) => url.startsWith(p));
  return upload ? config.UPLOAD_BODY_LIMIT_MB * 1024 * 1024 : config.BODY_LIMIT_KB * 1024;
}

/**
 * Bodies are streamed to the services untouched, so the size limit is enforced up front from
 * the declared length; a body without one (chunked) cannot be checked and is refused.
 */
function enforceBodyLimit(config: GatewayConfig) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = request.headers['content-length'];
    if (declared === undefined && request.headers['transfer-encoding']) {
      await reply.code(411).send({ success: false, message: ERROR_MESSAGES.lengthRequired });
      return;
    }
    if (Number(declared ?? 0) > bodyLimitFor(config, request.url)) {
      await reply.code(413).send({ success: false, message: ERROR_MESSAGES.bodyTooLarge });
    }
  };
}

export async function registerProxies(app: FastifyInstance, config: GatewayConfig) {
  await app.register(rateLimit, { global: false });
  const urls = serviceUrls(config);
  const checkBody = enforceBodyLimit(config);

  const register = async (prefix: string, service: ServiceName, limited: boolean) => {
    await app.register(proxy, {
      upstream: urls[service],
      prefix,
      rewritePrefix: prefix,
      preHandler: checkBody,
      config: limited
        ? { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } }
        : undefined,
      replyOptions: {
        timeout: config.UPSTREAM_TIMEOUT_MS,
        onError: onUpstreamError(service),
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          [REQUEST_ID_HEADER]: String(request.id),
          'x-forwarded-for': request.ip,
        }),
      },
    });
  };

  for (const path of AUTH_PATHS) await register(path, 'identity', true);
  for (const route of ROUTES) await register(route.prefix, route.service, false);
}
