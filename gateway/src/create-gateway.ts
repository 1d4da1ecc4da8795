import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { JsonLogger } from '@shop/service-kit';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import type { GatewayConfig } from './config';
import { EnvelopeExceptionFilter } from './envelope-exception.filter';
import { registerProxies } from './proxy/register-proxies';

const REQUEST_ID_HEADER = 'x-request-id';

export async function createGateway(config: GatewayConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.BODY_LIMIT_KB * 1024,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    // Nest's own filter and the services log requests; fastify's per-request lines only at debug.
    logger: {
      level: config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'verbose' ? 'debug' : 'warn',
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new JsonLogger('gateway', config.LOG_LEVEL === 'log' ? 'info' : config.LOG_LEVEL),
  });
  app.enableCors({
    origin: config.CORS_ORIGINS.split(',').map((o) => o.trim()),
    allowedHeaders: ['content-type', 'authorization', 'token', REQUEST_ID_HEADER],
    exposedHeaders: [REQUEST_ID_HEADER],
    maxAge: 600,
  });
  app.enableShutdownHooks();
  app.useGlobalFilters(new EnvelopeExceptionFilter());

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  await registerProxies(fastify, config);
  await app.init();
  return app;
}
