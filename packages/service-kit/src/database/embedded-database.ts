import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { KIT_MIGRATIONS_FOLDER, KIT_MIGRATIONS_TABLE } from './kit-migrations';
import { DataDirLock } from './data-dir-lock';
import { DatabaseConnection, type ConnectionUse } from './database-connection';
import type { Database } from './database.types';
import { loadEmbeddedExtensions, type EmbeddedExtensionName } from './embedded-extensions';
import { embeddedStartParams } from './embedded-settings';
import { isNewDatabase, readTemplate, saveTemplate, unpackTemplate } from './embedded-template';
import { loadPglite } from './load-pglite';

/** In-process PostgreSQL (PGlite), on disk under a data folder or wholly in memory. */
export class EmbeddedDatabase extends DatabaseConnection {
  readonly db: Database;
  readonly engine = 'embedded';
  private readonly drizzleDb: PgliteDatabase;

  private constructor(
    private readonly client: PGlite,
    readonly description: string,
    private readonly lock?: DataDirLock,
  ) {
    super();
    this.drizzleDb = drizzle({ client });
    this.db = this.announceCommits(this.drizzleDb as unknown as Database);
  }

  /**
   * `dataDir` undefined keeps everything in memory. A data folder is locked while open: a second
   * process (or a second open in this one) is refused, naming the folder.
   */
  static async open(
    dataDir: string | undefined,
    extensions: readonly EmbeddedExtensionName[] = [],
  ): Promise<EmbeddedDatabase> {
    if (!dataDir) return EmbeddedDatabase.start(undefined, extensions, 'embedded in memory');
    await mkdir(dataDir, { recursive: true });
    const lock = DataDirLock.acquire(dataDir);
    try {
      return await EmbeddedDatabase.start(dataDir, extensions, `embedded at ${dataDir}`, lock);
    } catch (error) {
      lock.release();
      throw error;
    }
  }

  private static async start(
    dataDir: string | undefined,
    extensions: readonly EmbeddedExtensionName[],
    description: string,
    lock?: DataDirLock,
  ): Promise<EmbeddedDatabase> {
    const { PGlite: Engine } = loadPglite();
    const isNew = isNewDatabase(dataDir);
    // A new data folder gets the kept files written into it; a new in-memory database loads them.
    const unpacked = isNew && dataDir !== undefined && unpackTemplate(dataDir);
    const template = isNew && !dataDir ? await readTemplate() : undefined;
    const client = await Engine.create({
      dataDir,
      extensions: loadEmbeddedExtensions(extensions),
      startParams: embeddedStartParams(Engine),
      ...(template && { loadDataDir: template }),
    });
    if (isNew && !unpacked && !template) await saveTemplate(client);
    return new EmbeddedDatabase(client, description, lock);
  }

  async migrate(migrationsFolder: string): Promise<void> {
    await migrate(this.drizzleDb, {
      migrationsFolder: KIT_MIGRATIONS_FOLDER,
      migrationsTable: KIT_MIGRATIONS_TABLE,
    });
    await migrate(this.drizzleDb, { migrationsFolder });
  }

  async ping(): Promise<void> {
    await this.client.query('select 1');
  }

  connectionUse(): ConnectionUse {
    return { max: 1 };
  }

  async close(): Promise<void> {
    try {
      if (!this.client.closed) await this.client.close();
    } finally {
      this.lock?.release();
    }
  }
}
