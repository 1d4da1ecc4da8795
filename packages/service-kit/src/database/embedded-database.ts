import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { DatabaseConnection } from './database-connection';
import type { Database } from './database.types';
import { loadEmbeddedExtensions, type EmbeddedExtensionName } from './embedded-extensions';
import { loadPglite } from './load-pglite';

/** In-process PostgreSQL (PGlite), on disk under a data folder or wholly in memory. */
export class EmbeddedDatabase extends DatabaseConnection {
  readonly db: Database;
  private readonly drizzleDb: PgliteDatabase;

  private constructor(
    private readonly client: PGlite,
    readonly description: string,
  ) {
    super();
    this.drizzleDb = drizzle({ client });
    this.db = this.drizzleDb as unknown as Database;
  }

  /** `dataDir` undefined keeps everything in memory. */
  static async open(
    dataDir: string | undefined,
    extensions: readonly EmbeddedExtensionName[] = [],
  ): Promise<EmbeddedDatabase> {
    if (dataDir) await mkdir(dataDir, { recursive: true });
    const { PGlite: Engine } = loadPglite();
    const client = await Engine.create({ dataDir, extensions: loadEmbeddedExtensions(extensions) });
    return new EmbeddedDatabase(client, dataDir ? `embedded at ${dataDir}` : 'embedded in memory');
  }

  async migrate(migrationsFolder: string): Promise<void> {
    await migrate(this.drizzleDb, { migrationsFolder });
  }

  async ping(): Promise<void> {
    await this.client.query('select 1');
  }

  async close(): Promise<void> {
    if (!this.client.closed) await this.client.close();
  }
}
