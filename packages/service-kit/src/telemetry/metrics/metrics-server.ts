import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LoggerService } from '@nestjs/common';
import { collectProcessMetrics, metricsRegistry } from './metrics-registry';
import type { MetricsPort } from './metrics-port';

export const METRICS_PATH = '/metrics';

export interface MetricsServer {
  /** The full address Prometheus scrapes, e.g. http://127.0.0.1:9464/metrics. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` on a port of its own, apart from the app's: the gateway routes nothing
 * there, so the figures never reach the public, and a scrape is answered while the app starts,
 * drains or fails its readiness. Logs one line naming the full address (the launcher reads it
 * back when the port was 0). `off`: nothing is served.
 */
export async function startMetricsServer(
  port: MetricsPort,
  host: string,
  logger: LoggerService,
): Promise<MetricsServer | undefined> {
  if (port === 'off') return undefined;
  collectProcessMetrics();
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: unknown) =>
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Never what keeps a process alive: it goes when the app has shut down.
  server.unref();
  const { port: bound } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${bound}${METRICS_PATH}`;
  logger.log(`metrics on ${url}`);
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
