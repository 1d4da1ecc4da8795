import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { KIT_MIGRATIONS_FOLDER, KIT_MIGRATIONS_TABLE } from './kit-migrations';
import { Pool } from 'pg';
import { DatabaseConnection, type ConnectionUse } from './database-connection';
import type { Database } from './database.types';

/** DATABASE_CONNECT_TIMEOUT_MS's default. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 2_000;
const POOL_SIZE = 10;
/** Serialises migrations when several replicas of a service start together. */
const MIGRATION_LOCK_KEY = 'drizzle-migrations';

/** A PostgreSQL server reached through a node-postgres pool. */
export class ServerDatabase extends DatabaseConnection {
  readonly db: Database;
  readonly engine = 'server';
  readonly description: string;
  private readonly drizzleDb: NodePgDatabase;
  private readonly pool: Pool;

  constructor(url: string, { connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS } = {}) {
    super();
    this.pool = new Pool({
      connectionString: url,
      max: POOL_SIZE,
      // Bounds both a new connection and the wait for a free one: while the server is away a
      // request fails within it (503) instead of queueing until the caller's deadline.
      connectionTimeoutMillis: connectTimeoutMs,
    });
    // A client losing its server must not crash the process, idle or checked out between two
    // queries of a transaction; the next query reports it and the pool drops the client.
    this.pool.on('error', () => undefined);
    this.pool.on('connect', (client) => client.on('error', () => undefined));
    this.drizzleDb = drizzle({ client: this.pool });
    this.db = this.announceCommits(this.drizzleDb as unknown as Database);
    this.description = `server ${withoutCredentials(url)}`;
  }

  async migrate(migrationsFolder: string): Promise<void> {
    const lock = await this.pool.connect();
    try {
      await lock.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK_KEY]);
      await migrate(this.drizzleDb, {
        migrationsFolder: KIT_MIGRATIONS_FOLDER,
        migrationsTable: KIT_MIGRATIONS_TABLE,
      });
      await migrate(this.drizzleDb, { migrationsFolder });
    } finally {
      await lock
        .query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK_KEY])
        .catch(() => undefined);
      lock.release();
    }
  }

  async ping(): Promise<void> {
    await this.pool.query('select 1');
  }

  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }

  connectionUse(): ConnectionUse {
    const { totalCount, idleCount, waitingCount } = this.pool;
    return {
      max: POOL_SIZE,
      inUse: totalCount - idleCount,
      idle: idleCount,
      waiting: waitingCount,
    };
  }
}

function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? ':' + parsed.port : ''}${parsed.pathname}`;
  } catch {
    return 'postgres';
  }
}
