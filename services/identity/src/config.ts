import { loadConfig, serviceConfigSchema } from '@shop/service-kit';
import type { z } from 'zod';

export const SERVICE = 'identity';
export const DEFAULT_PORT = 4411;

export const identityConfigSchema = serviceConfigSchema({ service: SERVICE, port: DEFAULT_PORT });
export type IdentityConfig = z.output<typeof identityConfigSchema>;

export function loadIdentityConfig(
  env: Record<string, string | undefined> = process.env,
): IdentityConfig {
  return loadConfig(identityConfigSchema, env);
}
