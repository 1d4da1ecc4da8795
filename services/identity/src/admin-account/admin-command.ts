import { openDatabase, type Database } from '@shop/service-kit';
import type { IdentityConfig } from '../config';
import { MIGRATIONS_FOLDER } from '../db/migrations-folder';

/** Runs an admin command's work on identity's database, brought up to date first, then closes it. */
export async function onIdentityDatabase<T>(
  config: IdentityConfig,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const connection = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await connection.migrate(MIGRATIONS_FOLDER);
    return await work(connection.db);
  } finally {
    await connection.close();
  }
}

/** Runs a command with the process's arguments and exits with the code it answers, 1 if it throws. */
export function runAdminCommand(main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
