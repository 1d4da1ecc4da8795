import type { IncomingMessage } from 'node:http';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NestInstrumentation } from '@opentelemetry/instrumentation-nestjs-core';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { keepTracesUntilShutdown } from './tracing-shutdown';
import { serviceNameOf } from './tracing-settings';

/** Probes ask often and say nothing about a shopper's request: they make no traces. */
const isProbe = (path: string | undefined) => path?.startsWith('/health') ?? false;

/**
 * Starts the OpenTelemetry SDK for this process: traces only, exported over OTLP as the standard
 * OTEL_* variables say (endpoint, protocol, headers, batch delay, sampler, propagators), from the
 * libraries the shop runs on: incoming and outgoing HTTP (node:http, undici and fetch), Express's
 * route templates, Nest's controllers and the PostgreSQL server's statements. Must run before any
 * of them is loaded, which is why the entry points load it first.
 */
export function startTracing(env = process.env): void {
  const sdk = new NodeSDK({
    // OTEL_SERVICE_NAME, when set, names it instead (the SDK's own resource detection).
    serviceName: env.OTEL_SERVICE_NAME ? undefined : serviceNameOf(require.main?.filename),
    // The shop's metrics are Prometheus's and its logs go to stdout: only spans leave over OTLP.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) => isProbe(request.url),
      }),
      new UndiciInstrumentation({ ignoreRequestHook: (request) => isProbe(request.path) }),
      // Names each request by its route; Nest's own spans stand for the handlers.
      new ExpressInstrumentation({
        ignoreLayersType: [
          ExpressLayerType.MIDDLEWARE,
          ExpressLayerType.ROUTER,
          ExpressLayerType.REQUEST_HANDLER,
        ],
      }),
      new NestInstrumentation(),
      // Statements outside any request or event (the outbox relay's polls, the retention
      // sweeps) would each start a trace of their own.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  keepTracesUntilShutdown(sdk);
}
