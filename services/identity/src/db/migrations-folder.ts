import { join } from 'node:path';

/** drizzle-kit's output beside src/ and dist/, so the same path works from either. */
export const MIGRATIONS_FOLDER = join(__dirname, '..', '..', 'drizzle');
