import { booleanSetting, loadConfig, logLevelSetting, portSetting } from '@shop/service-kit';
import { z } from 'zod';

const url = z.url();

/** The gateway's settings, validated once at start; a wrong value names its variable. */
export const gatewayConfigSchema = z.object({
  PORT: portSetting(4400),
  HOST: z.string().default('127.0.0.1'),
  IDENTITY_URL: url.default('http://127.0.0.1:4411'),
  CATALOG_URL: url.default('http://127.0.0.1:4412'),
  ORDER_URL: url.default('http://127.0.0.1:4413'),
  ANALYTICS_URL: url.default('http://127.0.0.1:4414'),
  /** Comma-separated origins allowed to call the API from a browser. */
  CORS_ORIGINS: z.string().default('http://localhost:4300,http://127.0.0.1:4300'),
  /** JSON bodies; uploads under /api/product get UPLOAD_BODY_LIMIT_MB. */
  BODY_LIMIT_KB: z.coerce.number().int().min(1).default(1024),
  UPLOAD_BODY_LIMIT_MB: z.coerce.number().int().min(1).default(55),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(30000),
  /** Only behind a trusted load balancer: otherwise clients could spoof X-Forwarded-For. */
  TRUST_PROXY: booleanSetting(false),
  LOG_LEVEL: logLevelSetting(),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}
