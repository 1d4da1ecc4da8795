import type { IncomingMessage } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/contracts';
import { createServiceLogger, REQUEST_ID_HEADER, requestIdFrom } from '@shop/service-kit';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { probeReplicas, replicaSetsOf } from './balancing/replica-sets';
import { registerCompression } from './compression/register-compression';
import type { GatewayConfig } from './config';
import { closeGentlyAfterEarlyAnswers } from './early-answers';
import { EdgeCache } from './edge-cache/edge-cache';
import { ProductChangeFeed } from './edge-cache/product-change-feed';
import { EnvelopeExceptionFilter } from './envelope-exception.filter';
import { registerForwardingSecret } from './forwarded-headers';
import { answerClientError, answerRouteError, answerRouterError } from './malformed-requests';
import { registerProxies } from './proxy/register-proxies';
import { RateLimitCounters } from './rate-limits/rate-limit-counters';
import { registerGlobalRateLimit } from './rate-limits/rate-limits';
import { registerRequestMetrics } from './metrics/request-metrics';
import { registerSecurityHeaders } from './security-headers/security-headers';
import { nameTracedRequestsByRoute } from './tracing/route-names';

const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

export async function createGateway(config: GatewayConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: config.TRUST_PROXY,
    // The caller's id is kept only when it passes the same check the services make.
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    // Nest's own filter and the services log requests; fastify's per-request lines only at debug.
    logger: { level: fastifyLogLevel(config.LOG_LEVEL) },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerRouterError,
    // The services route without regard to case (Express's default), so the gateway must too:
    // otherwise `/api/user/LOGIN` passed the sign-in rate limit and still reached sign-in.
    routerOptions: { caseSensitive: false },
    // A client that sends its request slowly (a body a byte a second) would otherwise hold a
    // connection for as long as it likes: Fastify's request and connection timeouts are 0.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node looks for requests past those two timeouts only this often (30 s by default).
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
  });
  const replicas = replicaSetsOf(config);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, replicas),
    adapter,
    { logger: createServiceLogger('gateway', config.LOG_LEVEL) },
  );
  app.enableCors({
    origin: config.CORS_ORIGINS.split(',').map((o) => o.trim()),
    // @fastify/cors allows only GET, HEAD and POST unless told otherwise.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'content-type',
      'authorization',
      'token',
      IDEMPOTENCY_KEY_HEADER,
      REQUEST_ID_HEADER,
      // A product save names the version it was made on (PUT /api/product/:id).
      'if-match',
    ],
    exposedHeaders: [REQUEST_ID_HEADER],
    maxAge: 600,
    // A plain OPTIONS request (no Origin) is answered 204 like a preflight, not 400 in plain text.
    strictPreflight: false,
  });
  app.useGlobalFilters(new EnvelopeExceptionFilter());

  const fastify = app.getHttpAdapter().getInstance();
  nameTracedRequestsByRoute(fastify);
  registerRequestMetrics(fastify);
  const counters = new RateLimitCounters(config);
  fastify.addHook('onClose', async () => counters.close());
  await counters.open();
  // Before anything reads the client's address.
  registerForwardingSecret(fastify, config);
  // Headers first: a request refused by a limit is answered with them.
  await registerSecurityHeaders(fastify);
  await registerGlobalRateLimit(fastify, config, counters);
  fastify.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
  closeGentlyAfterEarlyAnswers(fastify, config);
  // Before any route: the compressor attaches itself to each route as it is added.
  await registerCompression(fastify);
  // The proxies in a scope of their own with our error handler: Nest sets the root scope's
  // handler for its own routes, and one scope cannot hold two.
  const edgeCache = config.EDGE_CACHE
    ? new EdgeCache({
        maxBytes: config.EDGE_CACHE_MAX_MB * 1024 * 1024,
        ttlMs: config.EDGE_CACHE_TTL_SECONDS * 1000,
        staleIfErrorMs: config.EDGE_CACHE_STALE_IF_ERROR_SECONDS * 1000,
      })
    : null;
  if (edgeCache) {
    const feed = new ProductChangeFeed(edgeCache, {
      natsUrl: config.NATS_URL,
      namespace: config.NATS_NAMESPACE,
    });
    feed.start();
    fastify.addHook('onClose', () => feed.close());
  }
  const probing = probeReplicas(replicas, config.REPLICA_PROBE_INTERVAL_MS);
  fastify.addHook('onClose', async () => probing.close());
  await fastify.register(async (proxies) => {
    proxies.setErrorHandler(answerRouteError);
    await registerProxies(proxies, config, counters, edgeCache, replicas);
  });
  await app.init();
  return app;
}

function fastifyLogLevel(level: GatewayConfig['LOG_LEVEL']): string {
  if (level === 'debug' || level === 'verbose') return 'debug';
  return level === 'error' || level === 'fatal' ? level : 'warn';
}
