import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { EmbeddedDatabase } from './embedded-database';

// Starts an embedded database: a second or more.
jest.setTimeout(60_000);

describe("the embedded engine's size", () => {
  let work: string;

  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'embedded-settings-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it("holds buffers for one service's data, not initdb's 128 MB, in a data folder as in memory", async () => {
    for (const dataDir of [join(work, 'data'), undefined]) {
      const database = await EmbeddedDatabase.open(dataDir);
      try {
        const { rows } = (await database.db.execute(
          sql`select name, current_setting(name) as value from pg_settings
              where name in ('shared_buffers', 'maintenance_work_mem', 'temp_buffers') order by name`,
        )) as unknown as { rows: Array<{ name: string; value: string }> };
        expect(rows).toEqual([
          { name: 'maintenance_work_mem', value: '16MB' },
          { name: 'shared_buffers', value: '16MB' },
          { name: 'temp_buffers', value: '2MB' },
        ]);
      } finally {
        await database.close();
      }
    }
  });
});
