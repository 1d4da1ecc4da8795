import type { FastifyInstance } from 'fastify';
import proxy from '@fastify/http-proxy';
import { ERROR_MESSAGES, REQUEST_ID_HEADER } from '@shop/service-kit';
import rateLimit from '@fastify/rate-limit';
import type { GatewayConfig } from '../config';
import { AUTH_PATHS, ROUTES, serviceUrls } from '../routes';
import type { ServiceName } from '../routes';
import { withoutHopByHopHeaders } from './hop-by-hop';
import { bodyRefusal, pathRefusal } from './request-refusals';
import { upstreamAnswers } from './upstream-answer';

export async function registerProxies(app: FastifyInstance, config: GatewayConfig) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429, message: ERROR_MESSAGES.tooManyAttempts }),
  });
  const urls = serviceUrls(config);

  const register = async (prefix: string, service: ServiceName, limited: boolean) => {
    const answers = upstreamAnswers(service, config.UPSTREAM_TIMEOUT_MS);
    await app.register(proxy, {
      upstream: urls[service],
      prefix,
      rewritePrefix: prefix,
      preHandler: async (request, reply) => {
        const refusal = pathRefusal(request) ?? bodyRefusal(config, request);
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
        rewriteRequestHeaders: (request, { expect: _answeredHere, ...headers }) => ({
          // Node has already answered `Expect: 100-continue` to the caller; the proxy's client
          // refuses the header outright, which turned such requests (curl uploads) into 503s.
          ...headers,
          [REQUEST_ID_HEADER]: String(request.id),
          'x-forwarded-for': request.ip,
        }),
        rewriteHeaders: withoutHopByHopHeaders,
      },
    });
  };

  for (const path of AUTH_PATHS) await register(path, 'identity', true);
  for (const route of ROUTES) await register(route.prefix, route.service, false);
}
