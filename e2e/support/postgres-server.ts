import { spawnSync } from 'node:child_process';

/** The PostgreSQL server the tests make their databases on. */
export const POSTGRES_SERVER = new URL(
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
);

/**
 * Whether that server takes connections (and the run is not held to the embedded engine), asked
 * synchronously so that a suite can be skipped before it is declared.
 */
export function postgresServerAnswers(): boolean {
  if (process.env.TEST_DATABASE === 'embedded') return false;
  const port = Number(POSTGRES_SERVER.port || 5432);
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `require('node:net').connect(${port}, ${JSON.stringify(POSTGRES_SERVER.hostname)})` +
        `.on('connect', () => process.exit(0)).on('error', () => process.exit(1))`,
    ],
    { timeout: 3_000 },
  );
  return probe.status === 0;
}
