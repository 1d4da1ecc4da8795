import { loadConfig, serviceConfigSchema } from '@shop/service-kit';
import type { z } from 'zod';

export const SERVICE = 'analytics';
export const DEFAULT_PORT = 4414;

export const analyticsConfigSchema = serviceConfigSchema({ service: SERVICE, port: DEFAULT_PORT });
export type AnalyticsConfig = z.output<typeof analyticsConfigSchema>;

export function loadAnalyticsConfig(
  env: Record<string, string | undefined> = process.env,
): AnalyticsConfig {
  return loadConfig(analyticsConfigSchema, env);
}
