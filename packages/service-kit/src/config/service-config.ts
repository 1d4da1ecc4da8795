import { join } from 'node:path';
import { z } from 'zod';
import type { TokenLifetime, TokenSigning, TokenVerification } from '../auth/access-token';
import {
  DEVELOPMENT_KEYS_DIR,
  developmentKeyPair,
  privatePemOf,
  publicPemOf,
  readPemKey,
} from '../auth/signing-keys';
import { DEFAULT_CONNECT_TIMEOUT_MS } from '../database/server-database';
import { DEFAULT_EVENT_LAG_ALERT } from '../events/consumer-lag';
import { NAMESPACE_PATTERN, RESERVED_NAMESPACES } from '../events/namespace';
import { NATS_URL_PATTERN, natsServers } from '../events/nats-servers';
import { directorySetting, portSetting } from './settings';
import { metricsPortSetting } from '../telemetry/metrics/metrics-port';

const NODE_ENVIRONMENTS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'verbose'] as const;
export type LogLevelSetting = (typeof LOG_LEVELS)[number];

/** Where development keys are allowed: only when NODE_ENV says so explicitly. */
const KEYLESS_ENVIRONMENTS: readonly string[] = ['development', 'test'];
export const DEFAULT_JWT_ISSUER = 'leather-and-last/identity';
export const DEFAULT_JWT_AUDIENCE = 'leather-and-last';
const DEFAULT_JWT_EXPIRES_IN = '24h';

const databaseUrl = z.string().refine((url) => /^(memory:\/\/|postgres(ql)?:\/\/)/.test(url), {
  message: 'expected memory:// or a postgres:// URL',
});

/** One server, or the nodes of a cluster comma-separated (see natsServers). */
export const natsUrlSetting = z.string().superRefine((setting, ctx) => {
  const wrong = natsServers(setting).filter((url) => !NATS_URL_PATTERN.test(url));
  if (wrong.length > 0)
    ctx.addIssue({
      code: 'custom',
      message: `expected nats:// URLs, comma-separated, not ${wrong.map((url) => `"${url}"`).join(', ')}`,
    });
});

/** Keeps platforms that share a nats-server apart; empty: plain names (a server of its own). */
export const natsNamespaceSetting = z
  .string()
  .regex(NAMESPACE_PATTERN, { message: 'expected lower-case letters, digits and -' })
  .refine((namespace) => !RESERVED_NAMESPACES.includes(namespace), {
    message: `must not be one of ${RESERVED_NAMESPACES.join(', ')}`,
  });

interface ServiceIdentity {
  /** Names the data folder and every log line. */
  service: string;
  port: number;
}

function baseShape({ service, port }: ServiceIdentity) {
  return {
    /** Unset counts as production: development keys need NODE_ENV=development or test. */
    NODE_ENV: z.enum(NODE_ENVIRONMENTS).default('production'),
    PORT: portSetting(port),
    HOST: z.string().default('127.0.0.1'),
    /** Absent: embedded PostgreSQL under DATA_DIR. `memory://`: embedded, in memory. Else a server. */
    DATABASE_URL: databaseUrl.optional(),
    /**
     * The longest a request waits for a connection to a database server (a new one, or a free one
     * of the pool's) before it is answered 503: well under the gateway's UPSTREAM_TIMEOUT_MS.
     */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(60_000)
      .default(DEFAULT_CONNECT_TIMEOUT_MS),
    DATA_DIR: directorySetting(() => join(process.cwd(), '.data', service)),
    NATS_URL: natsUrlSetting.default('nats://127.0.0.1:4222'),
    NATS_NAMESPACE: natsNamespaceSetting.default(''),
    /** Copies of each JetStream stream; unset: three on a cluster of three nodes or more, else one. */
    NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).optional(),
    /**
     * Events each durable consumer handles at once, one key at a time; unset: 4 on a server
     * database, 1 embedded. 1 where replicas share a service's consumers: lanes keep one key's
     * events in order within a process only, one event in hand keeps it across replicas.
     */
    EVENTS_IN_HAND: z.coerce.number().int().min(1).max(64).optional(),
    /** Events pending for one durable consumer past which it is reported behind. */
    EVENT_LAG_ALERT: z.coerce.number().int().min(1).default(DEFAULT_EVENT_LAG_ALERT),
    /** Identity's public key (PEM); every service checks login tokens with it. */
    JWT_PUBLIC_KEY: z.string().optional(),
    /** NODE_ENV development or test without keys: where the development key pair is kept. */
    DEVELOPMENT_KEYS_DIR: directorySetting(() => DEVELOPMENT_KEYS_DIR),
    JWT_ISSUER: z.string().min(1).default(DEFAULT_JWT_ISSUER),
    JWT_AUDIENCE: z.string().min(1).default(DEFAULT_JWT_AUDIENCE),
    LOG_LEVEL: logLevelSetting(),
    METRICS_PORT: metricsPortSetting,
  };
}

/** LOG_LEVEL: Nest's names, with `log` read as `info`. */
export function logLevelSetting() {
  return z
    .enum([...LOG_LEVELS, 'log'])
    .default('info')
    .transform((level): LogLevelSetting => (level === 'log' ? 'info' : level));
}

/** The settings of the one service that issues login tokens (identity). */
export const tokenSigningSettings = {
  /** PEM (PKCS#8 or PKCS#1) RSA private key of at least 2048 bits. */
  JWT_PRIVATE_KEY: z.string().optional(),
  /**
   * How long a login token lasts: a number and s, m, h or d. A day: a stolen token is worth
   * less, and a shopper signs in about once a day.
   */
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, { message: 'expected a number followed by s, m, h or d, e.g. 7d' })
    .default(DEFAULT_JWT_EXPIRES_IN),
};

type BaseShape = ReturnType<typeof baseShape>;
type BaseSettings = z.output<z.ZodObject<BaseShape>>;
type KeySettings = { JWT_PUBLIC_KEY?: string; JWT_PRIVATE_KEY?: string };
type WithKeys<T> = Omit<T, keyof KeySettings> & {
  JWT_PUBLIC_KEY: string;
} & ('JWT_PRIVATE_KEY' extends keyof T ? { JWT_PRIVATE_KEY: string } : unknown);

/**
 * A service's configuration schema: the settings every service shares plus its own (for
 * identity, `tokenSigningSettings`). Keys fail closed: without them a service starts only when
 * NODE_ENV is development or test, on a development key pair made on first start.
 */
export function serviceConfigSchema<Extra extends z.ZodRawShape = Record<never, never>>(
  identity: ServiceIdentity,
  extra: Extra = {} as Extra,
) {
  const signsTokens = 'JWT_PRIVATE_KEY' in extra;
  type Settings = z.output<z.ZodObject<BaseShape & Extra>>;
  return z.object({ ...baseShape(identity), ...extra }).transform((config, ctx) => {
    const settings = config as BaseSettings & KeySettings;
    const keys = resolveKeys(settings, signsTokens, ctx);
    return { ...config, ...keys } as unknown as WithKeys<Settings>;
  });
}

function resolveKeys(
  settings: BaseSettings & KeySettings,
  signsTokens: boolean,
  ctx: z.RefinementCtx,
): Required<KeySettings> | { JWT_PUBLIC_KEY: string } {
  const keyless = KEYLESS_ENVIRONMENTS.includes(settings.NODE_ENV);
  const refuse = (variable: string, message: string) => {
    ctx.addIssue({ code: 'custom', path: [variable], message });
    return { JWT_PUBLIC_KEY: '', JWT_PRIVATE_KEY: '' };
  };
  const required = 'is required unless NODE_ENV is development or test';
  if (signsTokens) {
    if (!settings.JWT_PRIVATE_KEY) {
      if (!keyless) return refuse('JWT_PRIVATE_KEY', required);
      const { privateKey, publicKey } = developmentKeyPair(settings.DEVELOPMENT_KEYS_DIR);
      return { JWT_PRIVATE_KEY: privateKey, JWT_PUBLIC_KEY: publicKey };
    }
    const key = readPemKey(settings.JWT_PRIVATE_KEY, 'private');
    if (!key)
      return refuse('JWT_PRIVATE_KEY', 'expected an RSA private key (PEM) of at least 2048 bits');
    const publicKey = publicPemOf(key);
    const configured = settings.JWT_PUBLIC_KEY && readPemKey(settings.JWT_PUBLIC_KEY, 'public');
    if (configured && publicPemOf(configured) !== publicKey)
      return refuse('JWT_PUBLIC_KEY', 'does not match JWT_PRIVATE_KEY');
    return { JWT_PRIVATE_KEY: privatePemOf(key), JWT_PUBLIC_KEY: publicKey };
  }
  if (!settings.JWT_PUBLIC_KEY) {
    return keyless
      ? { JWT_PUBLIC_KEY: developmentKeyPair(settings.DEVELOPMENT_KEYS_DIR).publicKey }
      : refuse('JWT_PUBLIC_KEY', required);
  }
  const key = readPemKey(settings.JWT_PUBLIC_KEY, 'public');
  if (!key)
    return refuse('JWT_PUBLIC_KEY', 'expected an RSA public key (PEM) of at least 2048 bits');
  return { JWT_PUBLIC_KEY: publicPemOf(key) };
}

/** What every service's configuration holds. */
export type BaseConfig = WithKeys<BaseSettings>;

export function tokenVerificationOf(config: BaseConfig): TokenVerification {
  return {
    publicKey: config.JWT_PUBLIC_KEY,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
  };
}

export function tokenSigningOf(
  config: BaseConfig & { JWT_PRIVATE_KEY: string; JWT_EXPIRES_IN: string },
): TokenSigning {
  return {
    privateKey: config.JWT_PRIVATE_KEY,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    expiresIn: config.JWT_EXPIRES_IN as TokenLifetime,
  };
}
