import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@shop/service-kit';
import { readDemoCatalogue } from '@shop/demo-catalogue';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../config';
import { LocalDiskStorage } from '../images/local-disk-storage';
import { storeDemoImages } from '../products/demo-catalogue.seeder';
import { seedGeneratedCatalogue } from './seed-catalogue';

/**
 * npm run seed:catalogue -w services/catalog -- --count 10000 [--seed anything]
 *
 * Adds generated products to the catalogue `npm start` uses: the server DATABASE_URL (or
 * CATALOG_DATABASE_URL) names, else the embedded database under DATA_DIR (default: the
 * repository's .data/catalog, which must not be open in a running shop). Stores the demo images
 * the products show, with their card variants, in UPLOADS_DIR (default .data/uploads).
 */
const REPOSITORY = join(__dirname, '..', '..', '..', '..');
const MAX_COUNT = 1_000_000;

const argumentsSchema = z.object({
  count: z.coerce.number().int().min(1).max(MAX_COUNT),
  seed: z.string().min(1).default('leather-and-last'),
});

const settingsSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default(join(REPOSITORY, '.data', 'catalog')),
  UPLOADS_DIR: z.string().default(join(REPOSITORY, '.data', 'uploads')),
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { count: { type: 'string' }, seed: { type: 'string' } },
  });
  const options = argumentsSchema.safeParse(values);
  if (!options.success) {
    throw new Error(`--count must be a whole number from 1 to ${MAX_COUNT} (and --seed not empty)`);
  }
  const settings = settingsSchema.parse({
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL || process.env.CATALOG_DATABASE_URL || undefined,
  });

  const started = Date.now();
  const demo = await readDemoCatalogue();
  const storedImages = await storeDemoImages(demo, new LocalDiskStorage(settings.UPLOADS_DIR));
  const connection = await openDatabase({
    url: settings.DATABASE_URL,
    dataDir: settings.DATA_DIR,
    embeddedExtensions: ['pg_trgm'],
  });
  try {
    await connection.migrate(MIGRATIONS_FOLDER);
    const { added, alreadyThere } = await seedGeneratedCatalogue(connection.db, {
      ...options.data,
      demo,
      storedImages,
    });
    // Statistics and a visibility map for the new rows now, not when autovacuum gets to them
    // (the embedded engine never does): the planner and the index-only scans need both.
    await connection.db.execute(sql`vacuum analyze products`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const skipped = alreadyThere ? `; ${alreadyThere} of this seed were already there` : '';
    console.log(
      `added ${added} generated products (seed "${options.data.seed}") to ${connection.description} in ${seconds} s${skipped}`,
    );
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(`seed:catalogue: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
