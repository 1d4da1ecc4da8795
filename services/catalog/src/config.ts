import { join } from 'node:path';
import {
  booleanSetting,
  directorySetting,
  loadConfig,
  serviceConfigSchema,
} from '@shop/service-kit';
import type { z } from 'zod';

export const SERVICE = 'catalog';
export const DEFAULT_PORT = 4412;

/** drizzle-kit's output beside src/ and dist/, so the same path works from either. */
export const MIGRATIONS_FOLDER = join(__dirname, '..', 'drizzle');

export const catalogConfigSchema = serviceConfigSchema(
  { service: SERVICE, port: DEFAULT_PORT },
  {
    /** Product images, served under /uploads. */
    UPLOADS_DIR: directorySetting(() => join(process.cwd(), '.data', 'uploads')),
    /** Fill an empty catalogue with the demo products (and their images) at start. */
    SEED_DEMO_CATALOGUE: booleanSetting(true),
  },
);
export type CatalogConfig = z.output<typeof catalogConfigSchema>;

export function loadCatalogConfig(
  env: Record<string, string | undefined> = process.env,
): CatalogConfig {
  return loadConfig(catalogConfigSchema, env);
}
