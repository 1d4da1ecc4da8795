import type { Database } from './database.types';

/**
 * One open database, whichever engine holds it. Injectable by this class: health checks ping it,
 * the module closes it on shutdown, features use the `DATABASE` query layer it carries.
 */
export abstract class DatabaseConnection {
  abstract readonly db: Database;
  /** `embedded`: one process owns the data. `server`: replicas may share it. */
  abstract readonly engine: 'embedded' | 'server';
  /** Where the data lives, safe to log (no credentials). */
  abstract readonly description: string;

  /** Applies the service's pending drizzle migrations. */
  abstract migrate(migrationsFolder: string): Promise<void>;

  /** Resolves when the database answers a trivial query, rejects otherwise. */
  abstract ping(): Promise<void>;

  abstract close(): Promise<void>;
}
