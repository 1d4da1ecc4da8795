import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * Every metric of this process, served at its metrics port. One registry per process: Prometheus
 * scrapes processes, and a process runs one app (tests that start several in one process see
 * them summed).
 */
export const metricsRegistry = new Registry();

let collectingProcessMetrics = false;

/** Node's own figures (CPU, memory, heap, event loop lag, handles), once per process. */
export function collectProcessMetrics(): void {
  if (collectingProcessMetrics) return;
  collectingProcessMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
