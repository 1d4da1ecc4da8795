import { isIP } from 'node:net';
import {
  booleanSetting,
  loadConfig,
  logLevelSetting,
  metricsPortSetting,
  natsNamespaceSetting,
  natsUrlSetting,
  portSetting,
} from '@shop/service-kit';
import { z } from 'zod';

const url = z.url();

/** Ranges proxy-addr (fastify's trustProxy) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_NOTHING = new Set(['false', 'no', 'off', '0']);
const TRUST_EVERYONE = new Set(['true', 'yes', 'on', '*', 'all']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * Whose X-Forwarded-For the gateway believes: a hop count (how many proxies stand in front of
 * it) or the load balancer's addresses and ranges. Trusting every address is refused: a client
 * would then write its own address into X-Forwarded-For and get a fresh rate limit per request.
 */
const trustProxySetting = z
  .string()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    const setting = value.trim().toLowerCase();
    if (TRUST_NOTHING.has(setting)) return false;
    if (TRUST_EVERYONE.has(setting)) {
      ctx.addIssue({
        code: 'custom',
        message:
          `"${value}" would trust every address, so any client could choose its own address ` +
          'through X-Forwarded-For and escape the rate limits; give the hop count of your load ' +
          'balancers (e.g. 1) or their addresses (e.g. 10.0.0.0/8), or false',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(setting)) return Number(setting);
    const entries = setting.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected false, a hop count or comma-separated addresses/CIDRs, not ${wrong.map((w) => `"${w}"`).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

function isHttpUrl(entry: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(entry).protocol);
  } catch {
    return false;
  }
}

/**
 * Where a service answers: one URL, or its replicas comma-separated, which the gateway balances
 * its requests over (see balancing/replica-set.ts). Kept as origins: paths are the gateway's.
 */
function replicaUrlsSetting(fallback: string) {
  return z
    .string()
    .default(fallback)
    .transform((setting, ctx): string[] => {
      const entries = setting.split(',').map((entry) => entry.trim());
      const wrong = entries.filter((entry) => !isHttpUrl(entry));
      if (wrong.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `expected http:// or https:// URLs, comma-separated, not ${wrong.map((w) => `"${w}"`).join(', ')}`,
        });
        return z.NEVER;
      }
      const origins = entries.map((entry) => new URL(entry).origin);
      const twice = origins.find((origin, i) => origins.indexOf(origin) !== i);
      if (twice) {
        ctx.addIssue({ code: 'custom', message: `names ${twice} twice` });
        return z.NEVER;
      }
      return origins;
    });
}

/** The gateway's settings, validated once at start; a wrong value names its variable. */
export const gatewayConfigSchema = z
  .object({
    /** Read for METRICS_PORT's default alone: the gateway behaves alike in every environment. */
    NODE_ENV: z.string().optional(),
    PORT: portSetting(4400),
    HOST: z.string().default('127.0.0.1'),
    IDENTITY_URL: replicaUrlsSetting('http://127.0.0.1:4411'),
    CATALOG_URL: replicaUrlsSetting('http://127.0.0.1:4412'),
    ORDER_URL: replicaUrlsSetting('http://127.0.0.1:4413'),
    ANALYTICS_URL: replicaUrlsSetting('http://127.0.0.1:4414'),
    /** How often each replica of a service with several is asked whether it is ready. */
    REPLICA_PROBE_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(1000),
    /** Comma-separated origins allowed to call the API from a browser. */
    CORS_ORIGINS: z.string().default('http://localhost:4300,http://127.0.0.1:4300'),
    /** JSON bodies; uploads under /api/product get UPLOAD_BODY_LIMIT_MB. */
    BODY_LIMIT_KB: z.coerce.number().int().min(1).default(1024),
    UPLOAD_BODY_LIMIT_MB: z.coerce.number().int().min(1).default(55),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Every route but /health, per client address: far above a shopper's pace, well below a flood's. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Counters shared by every gateway replica; unset, each gateway counts in its own memory. */
    RATE_LIMIT_REDIS_URL: url
      .refine(
        (value) => /^rediss?:$/.test(new URL(value).protocol),
        'expected a redis:// or rediss:// URL',
      )
      .optional(),
    /** Start of every counter's key in Redis, so platforms sharing one server keep apart. */
    RATE_LIMIT_REDIS_PREFIX: z.string().default('shop-gateway:rate-limit:'),
    /** The most a service may take to answer, counted once the caller's body has arrived. */
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(30000),
    /**
     * The most a client may take to send a whole request, body included; after it the gateway
     * answers 408 and closes the socket. 30 s lets an upload of UPLOAD_BODY_LIMIT_MB (55) through
     * at about 2 MB/s.
     */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30000),
    /** The most a client may take to send a request's headers. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000),
    /** How long an idle keep-alive connection waits for its next request. */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
    /** A connection on which nothing moves (no byte either way) for this long is closed. */
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(60000),
    TRUST_PROXY: trustProxySetting,
    /**
     * Set, the forwarded headers are believed only on requests that carry it (in
     * X-Forwarding-Secret), as the shell's server sends them: `npm start` makes one at each start,
     * since TRUST_PROXY=loopback would trust every process on the machine.
     */
    FORWARDING_SECRET: z.string().min(16).optional(),
    /**
     * Keep the catalogue's public answers (Cache-Control: public, with an ETag) at the gateway,
     * served only while it hears the catalogue's change events on NATS and dropped on each one.
     */
    EDGE_CACHE: booleanSetting(true),
    EDGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /** A kept answer is asked for again after this even without a change (view counts move on). */
    EDGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    /**
     * How long an answer dropped by a change or its age is still served, marked X-Cache: STALE,
     * when the catalogue cannot answer (its database away); 0 serves none.
     */
    EDGE_CACHE_STALE_IF_ERROR_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
    NATS_URL: natsUrlSetting.default('nats://127.0.0.1:4222'),
    NATS_NAMESPACE: natsNamespaceSetting.default(''),
    LOG_LEVEL: logLevelSetting(),
    /** Where GET /metrics answers, apart from the public port (see metricsPortSetting). */
    METRICS_PORT: metricsPortSetting,
  })
  .refine((config) => config.HEADERS_TIMEOUT_MS <= config.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not be longer than REQUEST_TIMEOUT_MS, which includes the headers',
  });
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}
