import {
  COALESCED_BODY_LIMITS,
  COALESCED_HEADER_MAX_CHARS,
  COALESCED_HEADERS,
  COALESCED_PATHS,
  coalescedBatchPath,
  type CoalescedCall,
} from '@shop/contracts';
import { REQUEST_ID_HEADER } from '@shop/service-kit';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';
import { answerRouteError } from '../malformed-requests';
import type { ReplicaSets } from '../balancing/replica-sets';
import { ROUTES } from '../routes';
import { CallCoalescer } from './call-coalescer';

/**
 * POSTs to the coalesced paths (the storefront's beacons) are answered through a CallCoalescer
 * instead of one proxied request each; the rest of their prefix is proxied as usual. The body is
 * read here, as text, up to the path's limit, and refused above it as the service refuses it.
 */
export async function registerCoalescedRoutes(
  app: FastifyInstance,
  config: GatewayConfig,
  replicas: ReplicaSets,
) {
  for (const path of COALESCED_PATHS) {
    const service = ROUTES.find((route) => path.startsWith(route.prefix))!.service;
    const coalescer = new CallCoalescer(
      service,
      replicas[service],
      coalescedBatchPath(path),
      config.UPSTREAM_TIMEOUT_MS,
    );
    const limit = COALESCED_BODY_LIMITS[path];
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        '*',
        { parseAs: 'string', bodyLimit: limit.bytes },
        (_request, body, done) => done(null, body),
      );
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        if (error.statusCode === 413)
          return reply.code(413).send({ success: false, message: limit.message });
        answerRouteError(error, request, reply);
      });
      // Acknowledgements far under the compression threshold: the compressor's hooks are skipped.
      scope.post(path, { compress: false }, async (request, reply) => {
        const answer = await coalescer.forward(callOf(request));
        return reply.code(answer.status).send(answer.body);
      });
    });
  }
}

function callOf(request: FastifyRequest): CoalescedCall {
  const headers: CoalescedCall['headers'] = {};
  for (const name of COALESCED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string' && value.length <= COALESCED_HEADER_MAX_CHARS)
      headers[name] = value;
  }
  headers['x-forwarded-for'] = request.ip;
  headers[REQUEST_ID_HEADER as 'x-request-id'] = String(request.id);
  return { headers, body: typeof request.body === 'string' ? request.body : '' };
}
