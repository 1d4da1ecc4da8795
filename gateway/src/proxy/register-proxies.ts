import type { FastifyInstance } from 'fastify';
import proxy from '@fastify/http-proxy';
import { balancedProxy } from '../balancing/balanced-proxy';
import type { ReplicaSets } from '../balancing/replica-sets';
import { REQUEST_ID_HEADER } from '@shop/service-kit';
import type { GatewayConfig } from '../config';
import type { EdgeCache } from '../edge-cache/edge-cache';
import { edgeReads } from '../edge-cache/edge-reads';
import type { RateLimitCounters } from '../rate-limits/rate-limit-counters';
import { createSignInLimit } from '../rate-limits/rate-limits';
import { AUTH_PATHS, ROUTES, STREAM_PATHS } from '../routes';
import type { ServiceName } from '../routes';
import { registerCoalescedRoutes } from './coalesced-routes';
import { withoutHopByHopHeaders } from './hop-by-hop';
import { forwardedBody } from './forwarded-body';
import { bodyRefusal, pathRefusal } from './request-refusals';
import { upstreamAnswers, type UpstreamResponse } from './upstream-answer';

export async function registerProxies(
  app: FastifyInstance,
  config: GatewayConfig,
  counters: RateLimitCounters,
  edgeCache: EdgeCache | null,
  replicas: ReplicaSets,
) {
  const register = async (
    scope: FastifyInstance,
    prefix: string,
    service: ServiceName,
    edgeCached = false,
  ) => {
    const edge = edgeCached && edgeCache ? edgeReads(edgeCache) : null;
    const answers = upstreamAnswers(service, config.UPSTREAM_TIMEOUT_MS, edge?.answerStale);
    const balanced = balancedProxy(replicas[service]);
    await scope.register(proxy, {
      upstream: balanced.upstream,
      handler: balanced.handler,
      prefix,
      rewritePrefix: prefix,
      preHandler: async (request, reply) => {
        const refusal = pathRefusal(request) ?? bodyRefusal(config, request);
        if (refusal)
          return reply.code(refusal.status).send({ success: false, message: refusal.message });
        if (edge?.answer(request, reply)) return reply;
        if (request.body === request.raw) request.body = forwardedBody(request.raw);
        if (STREAM_PATHS.includes(request.url.split('?')[0])) answers.startStream(request, reply);
        else answers.startDeadline(request, reply);
      },
      replyOptions: {
        getUpstream: balanced.getUpstream,
        // Bounds each wait on the socket; the deadline above bounds the whole answer.
        timeout: config.UPSTREAM_TIMEOUT_MS,
        // Never ask again: by default a GET answered 503 is repeated up to ten times, which
        // multiplies the load on a service that is already refusing work.
        retryDelay: () => null,
        // reply-from hands over { statusCode, headers, stream }; its types call it a response.
        onResponse: (request, reply, res) =>
          answers.onResponse(
            request,
            reply,
            res as unknown as UpstreamResponse,
            edge ? (answered) => edge.observe(request, answered) : undefined,
          ),
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

  for (const path of AUTH_PATHS) {
    const limit = await createSignInLimit(app, config, counters, path);
    await app.register(async (limited) => {
      // Counted on arrival, before anything else is done for the request.
      limited.addHook('onRequest', limit);
      await register(limited, path, 'identity');
    });
  }
  await registerCoalescedRoutes(app, config, replicas);
  for (const route of ROUTES)
    await register(app, route.prefix, route.service, route.edgeCached === true);
}
