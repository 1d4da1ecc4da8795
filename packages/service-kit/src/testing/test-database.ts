import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { IN_MEMORY_DATABASE_URL } from '../database/open-database';

const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECT_TIMEOUT_MS = 1_000;

export interface TestDatabase {
  /** A DATABASE_URL for the app under test. */
  url: string;
  /** `server` on a PostgreSQL server, `embedded` when none is reachable. */
  engine: 'server' | 'embedded';
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a newly created database on the PostgreSQL server
 * (TEST_DATABASE_URL, else the local default) when one answers, an in-memory one otherwise.
 * TEST_DATABASE=embedded always takes the in-memory one.
 */
export async function createTestDatabaseUrl(service: string): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE === 'embedded') {
    return { url: IN_MEMORY_DATABASE_URL, engine: 'embedded', drop: async () => undefined };
  }
  const serverUrl = process.env.TEST_DATABASE_URL || DEFAULT_SERVER_URL;
  const name = `test_${service.replace(/\W/g, '_')}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  try {
    await withClient(serverUrl, (client) => client.query(`create database "${name}"`));
  } catch {
    return { url: IN_MEMORY_DATABASE_URL, engine: 'embedded', drop: async () => undefined };
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    engine: 'server',
    drop: () =>
      withClient(serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ).then(() => undefined),
  };
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}
