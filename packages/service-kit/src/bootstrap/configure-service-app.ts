import type { INestApplication } from '@nestjs/common';
import type { Express } from 'express';
import type { Server } from 'node:http';
import { bodyParsers } from '../errors/body-parsers';
import { HttpErrorFilter } from '../errors/http-error.filter';
import { requestLogging } from '../logging/request-logging.middleware';
import { expressRequestMetrics } from '../telemetry/metrics/express-request-metrics';
import type { ServiceLogger } from '../logging/service-logger';
import { StorableTextInterceptor } from '../validation/storable-text.interceptor';
import { lingerBeforeClosing } from './lingering-close';

/**
 * What every service app gets, in production and in tests alike: request metrics, request ids
 * and request logs, JSON and form bodies up to 1 MB, a 400 for text the database cannot store
 * wherever in the request it is, the `{ success: false, message }` error shape, and connections
 * closed after a refusal only once the caller's body has been read (never reset under a caller
 * still sending). Create the app with `bodyParser: false` so these parsers are the only ones.
 */
export function configureServiceApp(
  app: INestApplication,
  logger: ServiceLogger,
): INestApplication {
  app.useLogger(logger);
  // What is read and dropped is at most the declared length: the gateway passes no body without
  // one, nor one over its limits.
  lingerBeforeClosing(app.getHttpServer() as Server);
  const express = app.getHttpAdapter().getInstance() as Express;
  express.disable('x-powered-by');
  // Services are reached through the gateway, one hop, which writes its client's address into
  // X-Forwarded-For: `request.ip` is that address (the socket's on a direct call).
  express.set('trust proxy', 1);
  app.use(expressRequestMetrics(app));
  app.use(...requestLogging(logger));
  for (const parser of bodyParsers()) app.use(parser);
  app.useGlobalInterceptors(new StorableTextInterceptor());
  app.useGlobalFilters(new HttpErrorFilter(logger));
  return app;
}
