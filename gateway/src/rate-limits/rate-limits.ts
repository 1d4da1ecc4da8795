import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import { ERROR_MESSAGES } from '@shop/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';
import { countRateLimitRefusal } from '../metrics/rate-limit-metrics';
import type { RateLimitCounters } from './rate-limit-counters';

const ONE_MINUTE_MS = 60_000;

export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A request over a limit; answered 429 in the envelope by the gateway's error handlers. */
class RateLimitRefusal extends Error {
  readonly statusCode = 429;
}

/**
 * One limit per client address (`request.ip`, which follows TRUST_PROXY), counted apart from
 * every other limit. Each limit is a registration of @fastify/rate-limit of its own: a request
 * is counted by at most one limiter per registration, and the global limit would otherwise spend
 * that turn before the sign-in limit had its own.
 */
async function createLimiter(
  app: FastifyInstance,
  counters: RateLimitCounters,
  name: string,
  options: Pick<RateLimitPluginOptions, 'max'> & { message: string },
): Promise<Limiter> {
  let limit: Limiter | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      max: options.max,
      timeWindow: ONE_MINUTE_MS,
      ...counters.storeFor(name),
      errorResponseBuilder: () => new RateLimitRefusal(options.message),
    });
    limit = scope.rateLimit() as Limiter;
  });
  const counting = limit!;
  return async (request, reply) => {
    try {
      await counting(request, reply);
    } catch (error) {
      if (error instanceof RateLimitRefusal) {
        countRateLimitRefusal(name);
        throw error;
      }
      counters.countingFailed(error as Error);
      return;
    }
    counters.counted();
  };
}

/** The health routes, however spelled: orchestrators and load balancers probe them often. */
function isHealthRoute(request: FastifyRequest): boolean {
  return /^\/health(?:\/|$)/.test(request.routeOptions.url ?? '');
}

/** Every request but health checks, per client address: RATE_LIMIT_PER_MINUTE. */
export async function registerGlobalRateLimit(
  app: FastifyInstance,
  config: GatewayConfig,
  counters: RateLimitCounters,
): Promise<void> {
  const limit = await createLimiter(app, counters, 'all', {
    max: config.RATE_LIMIT_PER_MINUTE,
    message: ERROR_MESSAGES.tooManyRequests,
  });
  // Skipped here rather than through the plugin's allowList, which would let a health probe
  // report the counters as working again while the store is down.
  app.addHook('onRequest', async (request, reply) => {
    if (!isHealthRoute(request)) await limit(request, reply);
  });
}

/** Attempts at one sign-in or sign-up path per client address: AUTH_RATE_LIMIT_PER_MINUTE. */
export function createSignInLimit(
  app: FastifyInstance,
  config: GatewayConfig,
  counters: RateLimitCounters,
  path: string,
): Promise<Limiter> {
  return createLimiter(app, counters, `auth${path}`, {
    max: config.AUTH_RATE_LIMIT_PER_MINUTE,
    message: ERROR_MESSAGES.tooManyAttempts,
  });
}
