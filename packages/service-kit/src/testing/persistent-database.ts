import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabaseUrl } from './test-database';

/** A database that outlives one app, for tests that stop a service and start it again. */
export interface PersistentDatabase {
  /** Settings that point an app (or a command) at it. */
  settings: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A fresh database on the PostgreSQL server when one answers; otherwise an embedded one in a
 * folder of its own (an in-memory one would not survive the app), opened by one app at a time.
 */
export async function persistentDatabase(service: string): Promise<PersistentDatabase> {
  const database = await createTestDatabaseUrl(service);
  if (database.engine === 'server')
    return { settings: { DATABASE_URL: database.url }, drop: database.drop };
  const dataDir = mkdtempSync(join(tmpdir(), `${service}-data-`));
  return {
    // A blank setting counts as unset: embedded, under DATA_DIR.
    settings: { DATABASE_URL: '', DATA_DIR: dataDir },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
