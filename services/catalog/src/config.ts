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

export const catalogConfigSchema = serviceConfigSchema(
  { service: SERVICE, port: DEFAULT_PORT },
  {
    /** Product images, served under /uploads. */
    UPLOADS_DIR: directorySetting(() => join(process.cwd(), '.data', 'uploads')),
    /** Fill an empty catalogue with the demo products (and their images) at start. */
    SEED_DEMO_CATALOGUE: booleanSetting(true),
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
);
export type CatalogConfig = z.output<typeof catalogConfigSchema>;

export function loadCatalogConfig(
  env: Record<string, string | undefined> = process.env,
): CatalogConfig {
  return loadConfig(catalogConfigSchema, env);
}
