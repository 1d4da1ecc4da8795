import { z } from 'zod';

/** Where a process started with NODE_ENV=production serves its metrics when METRICS_PORT is unset. */
export const DEFAULT_METRICS_PORT = 9464;

/** A port of its own, or none at all. */
export type MetricsPort = number | 'off';

/**
 * METRICS_PORT: a port (0 takes any free one), or `off`. Unset, a production process takes
 * DEFAULT_METRICS_PORT, which scrape configurations can name; any other takes a free port and
 * names it, so processes started side by side in development and tests never collide.
 */
export const metricsPortSetting = z
  .union([z.literal('off'), z.coerce.number().int().min(0).max(65535)], {
    error: 'expected a port number, 0 for any free port, or off',
  })
  .optional();

export function metricsPortOf(
  setting: MetricsPort | undefined,
  nodeEnv: string | undefined,
): MetricsPort {
  return setting ?? (nodeEnv === 'production' ? DEFAULT_METRICS_PORT : 0);
}
