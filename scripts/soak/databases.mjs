// Fresh databases for the soak on the PostgreSQL server, dropped when it ends.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const SERVER = process.env.SOAK_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer(statement) {
  const client = new Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** One database per service: `{ urls: { service: url }, drop() }`. */
export async function createDatabases(services) {
  const stamp = `soak_${Date.now().toString(36)}`;
  const names = Object.fromEntries(services.map((s) => [s, `${stamp}_${s}`]));
  for (const name of Object.values(names)) await onServer(`create database ${name}`);
  const urls = Object.fromEntries(
    Object.entries(names).map(([service, name]) => {
      const url = new URL(SERVER);
      url.pathname = `/${name}`;
      return [service, url.toString()];
    }),
  );
  return {
    urls,
    async drop() {
      for (const name of Object.values(names))
        await onServer(`drop database if exists ${name} with (force)`).catch(() => undefined);
    },
  };
}
