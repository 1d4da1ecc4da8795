import { join } from 'node:path';
import { z } from 'zod';
import { NAMESPACE_PATTERN, RESERVED_NAMESPACES } from '../events/namespace';
import { directorySetting, portSetting } from './settings';

export const NODE_ENVIRONMENTS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'verbose'] as const;
export type LogLevelSetting = (typeof LOG_LEVELS)[number];

/** Signs tokens on a developer's machine only; production refuses to start without its own. */
export const DEVELOPMENT_JWT_SECRET = 'development-only-secret-never-use-in-production';
const MIN_JWT_SECRET_LENGTH = 32;

const databaseUrl = z.string().refine((url) => /^(memory:\/\/|postgres(ql)?:\/\/)/.test(url), {
  message: 'expected memory:// or a postgres:// URL',
});

const natsUrl = z
  .string()
  .refine((url) => /^(nats|tls|wss?):\/\//.test(url), { message: 'expected a nats:// URL' });

/** Keeps platforms that share a nats-server apart; empty: plain names (a server of its own). */
const natsNamespace = z
  .string()
  .regex(NAMESPACE_PATTERN, { message: 'expected lower-case letters, digits and -' })
  .refine((namespace) => !RESERVED_NAMESPACES.includes(namespace), {
    message: `must not be one of ${RESERVED_NAMESPACES.join(', ')}`,
  });

export interface ServiceIdentity {
  /** Names the data folder and every log line. */
  service: string;
  port: number;
}

function baseShape({ service, port }: ServiceIdentity) {
  return {
    NODE_ENV: z.enum(NODE_ENVIRONMENTS).default('development'),
    PORT: portSetting(port),
    HOST: z.string().default('127.0.0.1'),
    /** Absent: embedded PostgreSQL under DATA_DIR. `memory://`: embedded, in memory. Else a server. */
    DATABASE_URL: databaseUrl.optional(),
    DATA_DIR: directorySetting(() => join(process.cwd(), '.data', service)),
    NATS_URL: natsUrl.default('nats://127.0.0.1:4222'),
    NATS_NAMESPACE: natsNamespace.default(''),
    JWT_SECRET: z.string().min(MIN_JWT_SECRET_LENGTH).optional(),
    LOG_LEVEL: logLevelSetting(),
  };
}

/** LOG_LEVEL: Nest's names, with `log` read as `info`. */
export function logLevelSetting() {
  return z
    .enum([...LOG_LEVELS, 'log'])
    .default('info')
    .transform((level): LogLevelSetting => (level === 'log' ? 'info' : level));
}

type BaseShape = ReturnType<typeof baseShape>;
type BaseSettings = z.output<z.ZodObject<BaseShape>>;
type WithSecret<T> = Omit<T, 'JWT_SECRET'> & { JWT_SECRET: string };

/**
 * A service's configuration schema: the settings every service shares plus its own.
 * JWT_SECRET falls back to a development secret except when NODE_ENV is production.
 */
export function serviceConfigSchema<Extra extends z.ZodRawShape = Record<never, never>>(
  identity: ServiceIdentity,
  extra: Extra = {} as Extra,
) {
  return z
    .object({ ...baseShape(identity), ...extra })
    .superRefine((config, ctx) => {
      const { NODE_ENV, JWT_SECRET } = config as unknown as BaseSettings;
      if (NODE_ENV === 'production' && !JWT_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_SECRET'],
          message: 'is required when NODE_ENV is production',
        });
      }
    })
    .transform(withDevelopmentSecret);
}

function withDevelopmentSecret<T>(config: T): WithSecret<T> {
  const { JWT_SECRET } = config as unknown as BaseSettings;
  return { ...config, JWT_SECRET: JWT_SECRET ?? DEVELOPMENT_JWT_SECRET };
}

/** What every service's configuration holds. */
export type BaseConfig = WithSecret<BaseSettings>;
