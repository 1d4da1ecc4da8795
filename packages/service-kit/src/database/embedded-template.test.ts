import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { EmbeddedDatabase } from './embedded-database';
import { isNewDatabase, readTemplate } from './embedded-template';
import { loadPglite } from './load-pglite';
import { prepareTemplate } from './prepare-embedded-template';

// Starts embedded databases; each takes a second or more.
jest.setTimeout(60_000);

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

describe('new embedded databases from kept files', () => {
  let work: string;

  beforeAll(async () => {
    await prepareTemplate();
  });
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'embedded-template-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('keeps the files initdb wrote, from which a whole PostgreSQL starts', async () => {
    const template = await readTemplate();
    expect(template?.type).toBe('application/x-tar');
    const client = await loadPglite().PGlite.create({ loadDataDir: template });
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database order by datname',
      );
      expect(rows.map((row) => row.datname)).toEqual(['postgres', 'template0', 'template1']);
      await client.query('create table boots (name text)');
      await client.query(`insert into boots values ('Chelsea')`);
      expect((await client.query('select count(*)::int as n from boots')).rows).toEqual([{ n: 1 }]);
    } finally {
      await client.close();
    }
  });

  it('starts a new data folder from them and opens it again as it was left', async () => {
    const dataDir = join(work, 'data');
    expect(isNewDatabase(dataDir)).toBe(true);
    const first = await EmbeddedDatabase.open(dataDir);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(isNewDatabase(dataDir)).toBe(false);
    await first.db.execute(sql`create table jackets (name text)`);
    await first.db.execute(sql`insert into jackets values ('Roma biker')`);
    await first.close();

    // A folder that holds a database is opened, never loaded over.
    const second = await EmbeddedDatabase.open(dataDir);
    expect(rowsOf(await second.db.execute(sql`select name from jackets`))).toEqual([
      { name: 'Roma biker' },
    ]);
    await second.close();
  });

  it('gives every new in-memory database files of its own', async () => {
    const [one, two] = await Promise.all([
      EmbeddedDatabase.open(undefined),
      EmbeddedDatabase.open(undefined),
    ]);
    try {
      await one.db.execute(sql`create table belts (name text)`);
      const seen = rowsOf(
        await two.db.execute(
          sql`select count(*)::int as n from pg_tables where tablename = 'belts'`,
        ),
      );
      expect(seen).toEqual([{ n: 0 }]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
