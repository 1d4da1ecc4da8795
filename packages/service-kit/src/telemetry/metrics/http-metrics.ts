import { Histogram } from 'prom-client';
import { metricsRegistry } from './metrics-registry';

/** The route label of a request no route answered (a 404 of the router): one label for all. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Every HTTP request a process answered, by method, route template and status: `_count` is
 * the requests, `_sum` their time. The route is the template (`/api/product/:id`), never the
 * path, so ids in paths add no series.
 */
const requestDuration = new Histogram({
  name: 'http_server_request_duration_seconds',
  help: 'HTTP requests answered, by method, route template and status code, and how long each took (seconds)',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

export function observeHttpRequest(
  method: string,
  route: string,
  statusCode: number,
  seconds: number,
): void {
  requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
}
