import { join } from 'node:path';
import {
  booleanSetting,
  directorySetting,
  loadConfig,
  serviceConfigSchema,
} from '@shop/service-kit';
import { z } from 'zod';

export const SERVICE = 'catalog';
export const DEFAULT_PORT = 4412;

const YES = ['true', '1', 'yes', 'on'];
/** drizzle-kit's output beside src/ and dist/, so the same path works from either. */
export const MIGRATIONS_FOLDER = join(__dirname, '..', 'drizzle');

export const catalogConfigSchema = serviceConfigSchema(
  { service: SERVICE, port: DEFAULT_PORT },
  {
    /** Product images, served under /uploads. */
    UPLOADS_DIR: directorySetting(() => join(process.cwd(), '.data', 'uploads')),
    /**
     * Fill an empty catalogue with the demo products (and their images) at start. Unset: only
     * when NODE_ENV=development, so a production catalogue never fills with demo products.
     */
    SEED_DEMO_CATALOGUE: z
      .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
        error: 'expected true or false',
      })
      .optional(),
    /** Keep product pages, lists and searches serialised in memory (off: every read queries). */
    READ_CACHE: booleanSetting(true),
    /** A cached answer is rebuilt after this even without a change, so view counts move on. */
    READ_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    /** Memory for cached answers; the least recently read go first beyond it. */
    READ_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /**
     * How long an answer retired by a change or its age is still served, marked stale, while the
     * database cannot be read (stale-if-error); 0 serves none.
     */
    READ_CACHE_STALE_IF_ERROR_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
    /**
     * How long one search may take, waiting for the database included; past it the search is
     * stopped and answered 503 with SEARCH_MESSAGES.tooSlow, so a shopper is not left waiting.
     */
    SEARCH_DEADLINE_MS: z.coerce.number().int().min(1).max(30_000).default(2_000),
    /** How long reserved stock waits for its order to be placed before going back on the shelf. */
    STOCK_HOLD_MINUTES: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(15),
    /** How often expired holds are looked for and released. */
    STOCK_SWEEP_SECONDS: z.coerce
      .number()
      .positive()
      .max(60 * 60)
      .default(30),
  },
).transform((config) => ({
  ...config,
  SEED_DEMO_CATALOGUE:
    config.SEED_DEMO_CATALOGUE === undefined
      ? config.NODE_ENV === 'development'
      : YES.includes(config.SEED_DEMO_CATALOGUE),
}));
export type CatalogConfig = z.output<typeof catalogConfigSchema>;

export function loadCatalogConfig(
  env: Record<string, string | undefined> = process.env,
): CatalogConfig {
  return loadConfig(catalogConfigSchema, env);
}
