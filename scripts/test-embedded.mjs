#!/usr/bin/env node
// The database-backed suites once more on the embedded engine, so both engines stay proven
// where a PostgreSQL server answered the main run.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const projects = ['service-kit', 'identity', 'catalog', 'order', 'analytics'];
const { status } = spawnSync(
  process.execPath,
  [jest, ...process.argv.slice(2), '--selectProjects', ...projects],
  { stdio: 'inherit', env: { ...process.env, TEST_DATABASE: 'embedded' } },
);
process.exit(status ?? 1);
