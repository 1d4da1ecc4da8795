import { metricsRegistry } from '@shop/service-kit';
import { Counter, Gauge } from 'prom-client';
import type { FeedProblem } from './reference-rates-feed';

const failures = new Counter({
  name: 'shop_exchange_rates_refresh_failures_total',
  help: 'Fetches of the exchange rates feed that gave no rates (the last good rates stay), by reason',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

const refreshed = new Gauge({
  name: 'shop_exchange_rates_refreshed_timestamp_seconds',
  help: 'When the exchange rates feed last gave rates (Unix time)',
  registers: [metricsRegistry],
});

export function countRatesFailure(reason: FeedProblem): void {
  failures.inc({ reason });
}

export function markRatesRefreshed(): void {
  refreshed.setToCurrentTime();
}
