/**
 * Loaded first by each process's entry point (`import '@shop/service-kit/tracing'`), before
 * anything that tracing patches (http, express, Nest, pg) is loaded. Without an OTLP endpoint in
 * the environment it loads nothing more: no SDK, no patches, nothing to pay.
 */
import { tracingRequested } from './tracing-settings';

if (tracingRequested(process.env)) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startTracing } = require('./start-tracing') as typeof import('./start-tracing');
  startTracing();
}
