import { metricsRegistry } from '@shop/service-kit';
import { Counter } from 'prom-client';

const refusals = new Counter({
  name: 'shop_rate_limit_refusals_total',
  help: 'Requests the gateway refused with 429, by limit: all (every route per client address) or auth/<path> (a sign-in path)',
  labelNames: ['limit'] as const,
  registers: [metricsRegistry],
});

/** `limit`: the name the limit's counters go by (`all`, `auth/api/user/login`). */
export function countRateLimitRefusal(limit: string): void {
  refusals.inc({ limit });
}
