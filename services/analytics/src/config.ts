import { booleanSetting, loadConfig, serviceConfigSchema } from '@shop/service-kit';
import { z } from 'zod';

export const SERVICE = 'analytics';
export const DEFAULT_PORT = 4414;

export const analyticsConfigSchema = serviceConfigSchema(
  { service: SERVICE, port: DEFAULT_PORT },
  {
    /**
     * Whether the gateway stands in front: then a visitor's address (for the country and city)
     * is the one it passes in X-Forwarded-For, else the connection's. Off by default, since a
     * caller reaching the service directly could otherwise claim any address; the platform
     * launcher and docker-compose, which put the gateway in front, turn it on.
     */
    TRUST_PROXY: booleanSetting(false),
    /** The product pages shoppers opened are told to the catalog this often (and at shutdown). */
    PRODUCT_VIEWS_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  },
);
export type AnalyticsConfig = z.output<typeof analyticsConfigSchema>;

export function loadAnalyticsConfig(
  env: Record<string, string | undefined> = process.env,
): AnalyticsConfig {
  return loadConfig(analyticsConfigSchema, env);
}
