import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import { sql } from 'drizzle-orm';
import { ConfigModule } from '../config/config.module';
import { loadConfig } from '../config/load-config';
import { testKeySettings } from '../testing/signing-keys';
import { serviceConfigSchema } from '../config/service-config';
import { createTestDatabaseUrl, type TestDatabase } from '../testing/test-database';
import { DatabaseConnection } from './database-connection';
import { DatabaseModule } from './database.module';
import { DATABASE, type Database } from './database.types';

// Starts real databases; the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

/** A migrations folder as drizzle-kit writes it: a journal plus one SQL file per step. */
function writeMigrations(folder: string, steps: Array<[tag: string, sql: string]>): void {
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const entries = steps.map(([tag], idx) => ({
    idx,
    version: '7',
    when: 1_700_000_000_000 + idx,
    tag,
    breakpoints: true,
  }));
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  for (const [tag, text] of steps) writeFileSync(join(folder, `${tag}.sql`), text);
}

const SHOES = `CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "shoes" ("id" serial PRIMARY KEY, "name" text NOT NULL);
--> statement-breakpoint
CREATE INDEX "shoes_name_trgm" ON "shoes" USING gin ("name" gin_trgm_ops);`;

async function startModule(
  databaseUrl: string | undefined,
  dataDir: string,
  migrationsFolder: string,
) {
  const env: Record<string, string> = { ...testKeySettings(), DATA_DIR: dataDir };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const config = loadConfig(serviceConfigSchema({ service: 'kit-test', port: 4999 }), env);
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(config),
      DatabaseModule.forRoot({ migrationsFolder, embeddedExtensions: ['pg_trgm'] }),
    ],
  }).compile();
  const app = moduleRef.createNestApplication();
  await app.init();
  return {
    app,
    db: app.get<Database>(DATABASE),
    connection: app.get(DatabaseConnection),
  };
}

describe('DatabaseModule', () => {
  let work: string;
  let migrations: string;

  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'kit-db-'));
    migrations = join(work, 'drizzle');
    writeMigrations(migrations, [['0000_shoes', SHOES]]);
  });

  afterEach(() => rmSync(work, { recursive: true, force: true }));

  // Both drivers answer `{ rows }`; the shared database type leaves the result untyped.
  const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

  async function exercise(databaseUrl: string | undefined) {
    const { app, db, connection } = await startModule(databaseUrl, join(work, 'data'), migrations);
    await db.execute(sql`insert into shoes (name) values ('Chelsea boot'), ('Penny loafer')`);
    const similar = rowsOf(
      await db.execute(sql`select name from shoes where name % 'chelsea boots' order by name`),
    );
    expect(similar).toEqual([{ name: 'Chelsea boot' }]);

    // Commits are announced once they happen; a rolled-back transaction announces nothing.
    const announced: number[] = [];
    const stop = connection.onCommit(async () => {
      const count = rowsOf(await db.execute(sql`select count(*)::int as n from shoes`));
      announced.push(Number(count[0].n));
    });
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into shoes (name) values ('Wingtip')`);
      expect(announced).toEqual([]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into shoes (name) values ('Brogue')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The listener saw the committed row.
    expect(announced).toEqual([3]);
    stop();
    await db.transaction(async (tx) => tx.execute(sql`select 1`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(announced).toEqual([3]);

    // What a transaction asks to do after it commits waits for its own commit, and a rollback.
    const after: string[] = [];
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into shoes (name) values ('Derby')`);
      connection.afterCommit(() => after.push('derby'));
      await tx.execute(sql`select 1`);
      expect(after).toEqual([]);
    });
    expect(after).toEqual(['derby']);
    await expect(
      db.transaction(async () => {
        connection.afterCommit(() => after.push('never'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    connection.afterCommit(() => after.push('outside'));
    expect(after).toEqual(['derby', 'outside']);
    if (connection.engine === 'server') {
      // Another transaction committing meanwhile does not set it off.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const order: string[] = [];
      const slow = db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        connection.afterCommit(() => order.push('slow committed'));
        await held;
      });
      await db.transaction(async (tx) => tx.execute(sql`select 1`));
      order.push('quick committed');
      release();
      await slow;
      expect(order).toEqual(['quick committed', 'slow committed']);
    }

    await expect(connection.ping()).resolves.toBeUndefined();
    await app.close();
    await expect(connection.ping()).rejects.toThrow();
  }

  it('runs migrations on an in-memory embedded database, pg_trgm included', async () => {
    await exercise('memory://');
  });

  it('keeps embedded data on disk under DATA_DIR across restarts', async () => {
    const dataDir = join(work, 'data');
    const first = await startModule(undefined, dataDir, migrations);
    expect(first.connection.description).toBe(`embedded at ${dataDir}`);
    await first.db.execute(sql`insert into shoes (name) values ('Double monk')`);
    await first.app.close();

    writeMigrations(migrations, [
      ['0000_shoes', SHOES],
      ['0001_colour', `ALTER TABLE "shoes" ADD COLUMN "colour" text DEFAULT 'black' NOT NULL;`],
    ]);
    const second = await startModule(undefined, dataDir, migrations);
    const rows = rowsOf(await second.db.execute(sql`select name, colour from shoes`));
    expect(rows).toEqual([{ name: 'Double monk', colour: 'black' }]);
    await second.app.close();
  });

  describe('on a PostgreSQL server', () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await createTestDatabaseUrl('kit');
    });

    afterAll(() => database.drop());

    it('runs the same migrations and queries when a server is reachable', async () => {
      if (database.engine !== 'server') {
        console.warn('No PostgreSQL server reachable; the server case ran embedded instead.');
      }
      await exercise(database.url);
    });

    it('applies each migration once, however often the service starts', async () => {
      const first = await startModule(database.url, join(work, 'data'), migrations);
      await first.app.close();
      const second = await startModule(database.url, join(work, 'data'), migrations);
      const applied = rowsOf(
        await second.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      );
      expect(applied[0].n).toBe(1);
      await second.app.close();
    });
  });
});
