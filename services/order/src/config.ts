import { loadConfig, serviceConfigSchema } from '@shop/service-kit';
import type { z } from 'zod';

export const SERVICE = 'order';
export const DEFAULT_PORT = 4413;

export const orderConfigSchema = serviceConfigSchema({ service: SERVICE, port: DEFAULT_PORT });
export type OrderConfig = z.output<typeof orderConfigSchema>;

export function loadOrderConfig(
  env: Record<string, string | undefined> = process.env,
): OrderConfig {
  return loadConfig(orderConfigSchema, env);
}
