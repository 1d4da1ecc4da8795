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

  private readonly commitListeners = new Set<() => void>();

  /**
   * Calls `listener` each time a transaction opened with `db.transaction()` has committed, e.g. to
   * publish the events it wrote at once. Answers a function that stops the calls.
   */
  onCommit(listener: () => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  /** Makes `db.transaction()` announce its commits; engines call it on the db they build. */
  protected announceCommits(db: Database): Database {
    const transaction = db.transaction.bind(db);
    db.transaction = (async (...args: Parameters<Database['transaction']>) => {
      const result = await transaction(...args);
      for (const listener of this.commitListeners) listener();
      return result;
    }) as Database['transaction'];
    return db;
  }
}
