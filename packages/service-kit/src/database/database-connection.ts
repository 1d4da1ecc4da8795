import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './database.types';

/**
 * What a database's connections are doing. A server's pool has all four; the embedded engine is
 * one connection inside the process, which says nothing about what it is doing.
 */
export interface ConnectionUse {
  max: number;
  inUse?: number;
  idle?: number;
  /** Queries waiting for a connection to be free. */
  waiting?: number;
}

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

  /** Applies the kit's migrations (the tables every service has), then the service's own. */
  abstract migrate(migrationsFolder: string): Promise<void>;

  /** Resolves when the database answers a trivial query, rejects otherwise. */
  abstract ping(): Promise<void>;

  abstract close(): Promise<void>;

  /** The connections as they stand now, for the metrics. */
  abstract connectionUse(): ConnectionUse;

  private readonly commitListeners = new Set<() => void>();
  /** What the transaction under way asked to do once it has committed. */
  private readonly afterCommits = new AsyncLocalStorage<Set<() => void>>();

  /**
   * Calls `listener` each time a transaction opened with `db.transaction()` has committed, e.g. to
   * publish the events it wrote at once. Answers a function that stops the calls.
   */
  onCommit(listener: () => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  /**
   * Runs `action` once the `db.transaction()` this is called from has committed, and never if it
   * rolls back; outside a transaction, at once. Unlike `onCommit`, which hears every commit, it
   * waits for its own: another transaction committing first does not set it off early. The same
   * function asked for twice in one transaction runs once.
   */
  afterCommit(action: () => void): void {
    const actions = this.afterCommits.getStore();
    if (actions) actions.add(action);
    else action();
  }

  /** Makes `db.transaction()` announce its commits; engines call it on the db they build. */
  protected announceCommits(db: Database): Database {
    const transaction = db.transaction.bind(db);
    db.transaction = (async (...args: Parameters<Database['transaction']>) => {
      const actions = new Set<() => void>();
      const result = await this.afterCommits.run(actions, () => transaction(...args));
      for (const listener of this.commitListeners) listener();
      for (const action of actions) action();
      return result;
    }) as Database['transaction'];
    return db;
  }
}
