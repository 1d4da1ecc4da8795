// First: tracing, when asked for, patches what the gateway loads next (docs/operations.md#traces).
import '@shop/service-kit/tracing';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import {
  exitOnSignals,
  metricsPortOf,
  Readiness,
  sendLastTraces,
  startMetricsServer,
} from '@shop/service-kit';
import { loadGatewayConfig } from './config';
import { createGateway } from './create-gateway';

/**
 * On SIGTERM/SIGINT the gateway closes: it stops accepting connections, answers requests that
 * still arrive on open ones with 503 (so its readiness fails), finishes the requests it is
 * proxying and closes idle keep-alive connections (fastify's close). Bounded to stay under the
 * shutdown deadline.
 */
const CLOSE_TIMEOUT_MS = 5_000;
const LAST_TRACES_TIMEOUT_MS = 300;

async function main() {
  const config = loadGatewayConfig();
  const app = await createGateway(config);
  const logger = new Logger('gateway');
  await startMetricsServer(
    metricsPortOf(config.METRICS_PORT, config.NODE_ENV),
    config.HOST,
    logger,
  );
  await app.listen(config.PORT, config.HOST);
  logger.log(`gateway listening on ${await app.getUrl()}`);
  exitOnSignals(logger, () => [
    {
      name: 'failing readiness',
      timeoutMs: 100,
      run: () => app.get(Readiness).markShuttingDown(),
    },
    { name: 'answering requests in flight', timeoutMs: CLOSE_TIMEOUT_MS, run: () => app.close() },
    { name: 'sending the last traces', timeoutMs: LAST_TRACES_TIMEOUT_MS, run: sendLastTraces },
  ]);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
