import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The kit's own migrations (the tables every service has), beside src/ and dist/. */
export const KIT_MIGRATIONS_FOLDER = join(__dirname, '..', '..', 'drizzle');

/** Where drizzle records which of them a database has applied, apart from the service's own. */
export const KIT_MIGRATIONS_TABLE = '__kit_migrations';

/** The kit's tables as one SQL text, for tests and tools that make a database without migrating. */
export function kitTablesSql(): string {
  return readdirSync(KIT_MIGRATIONS_FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => readFileSync(join(KIT_MIGRATIONS_FOLDER, file), 'utf8'))
    .join('\n')
    .replaceAll('--> statement-breakpoint', '');
}
