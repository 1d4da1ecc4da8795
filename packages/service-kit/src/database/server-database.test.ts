import { sql } from 'drizzle-orm';
import { isTransientError } from '../events/transient-errors';
import { createTestDatabaseUrl, type TestDatabase } from '../testing/test-database';
import { ServerDatabase } from './server-database';

jest.setTimeout(60_000);

describe('a server database whose pool is full', () => {
  let database: TestDatabase;
  let connection: ServerDatabase | undefined;

  beforeAll(async () => {
    database = await createTestDatabaseUrl('pool_wait');
  });
  afterAll(async () => {
    await connection?.close();
    await database.drop();
  });

  it('fails a query waiting for a connection within its connect timeout, as a passing failure', async () => {
    if (database.engine !== 'server') {
      // The embedded engine has one connection and no pool to wait on.
      return console.warn(
        'Skipped: no PostgreSQL server answers (TEST_DATABASE_URL or 127.0.0.1:5432)',
      );
    }
    connection = new ServerDatabase(database.url, { connectTimeoutMs: 1_000 });
    const { db } = connection;
    // Every connection of the pool (10) busy for 5 s.
    // (A drizzle query runs once its `then` is called.)
    const busy = Array.from({ length: 10 }, () =>
      db.execute(sql`select pg_sleep(5)`).then(() => undefined),
    );
    const started = Date.now();
    const waited = await db.execute(sql`select 1`).then(
      () => undefined,
      (error: unknown) => error,
    );
    const elapsed = Date.now() - started;
    await Promise.all(busy);
    expect(isTransientError(waited)).toBe(true);
    expect(elapsed).toBeLessThan(4_000);
  });
});
