import type { FastifyInstance, FastifyRequest } from 'fastify';
import proxy from '@fastify/http-proxy';
import { ERROR_MESSAGES, REQUEST_ID_HEADER } from '@shop/service-kit';
import rateLimit from '@fastify/rate-limit';
import type { GatewayConfig } from '../config';
import { AUTH_PATHS, ROUTES, UPLOAD_PREFIXES, serviceUrls } from '../routes';
import type { ServiceName } from '../routes';
import { upstreamAnswers } from './upstream-answer';

function bodyLimitFor(config: GatewayConfig, url: string): number {
  const upload = UPLOAD_PREFIXES.some((p) => url.startsWith(p));
  return upload ? config.UPLOAD_BODY_LIMIT_MB * 1024 * 1024 : config.BODY_LIMIT_KB * 1024;
}

/**
 * Bodies are streamed to the services untouched, so the size limit is enforced up front from
 * the declared length; a body without one (chunked) cannot be checked and is refused.
 */
function bodyRefusal(config: GatewayConfig, request: FastifyRequest) {
  const declared = request.headers['content-length'];
  if (declared === undefined && request.headers['transfer-encoding'])
    return { status: 411, message: ERROR_MESSAGES.lengthRequired };
  if (Number(declared ?? 0) > bodyLimitFor(config, request.url))
    return { status: 413, message: ERROR_MESSAGES.bodyTooLarge };
  return undefined;
}

export async function registerProxies(app: FastifyInstance, config: GatewayConfig) {
  await app.register(rateLimit, { global: false });
  const urls = serviceUrls(config);

  const register = async (prefix: string, service: ServiceName, limited: boolean) => {
    const answers = upstreamAnswers(service, config.UPSTREAM_TIMEOUT_MS);
    await app.register(proxy, {
      upstream: urls[service],
      prefix,
      rewritePrefix: prefix,
      preHandler: async (request, reply) => {
        const refusal = bodyRefusal(config, request);
        if (refusal)
          return reply.code(refusal.status).send({ success: false, message: refusal.message });
        answers.startDeadline(request, reply);
      },
      config: limited
        ? { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } }
        : undefined,
      replyOptions: {
        // Bounds each wait on the socket; the deadline above bounds the whole answer.
        timeout: config.UPSTREAM_TIMEOUT_MS,
        // Never ask again: by default a GET answered 503 is repeated up to ten times, which
        // multiplies the load on a service that is already refusing work.
        retryDelay: () => null,
        onResponse: answers.onResponse,
        onError: answers.onError,
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
