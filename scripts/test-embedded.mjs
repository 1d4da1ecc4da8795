#!/usr/bin/env node
// The database-backed suites once more on the embedded engine, so both engines stay proven
// where a PostgreSQL server answered the main run.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { EMBEDDED_PROJECTS } from './embedded-projects.mjs';

const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const { status } = spawnSync(
  process.execPath,
  [jest, ...process.argv.slice(2), '--selectProjects', ...EMBEDDED_PROJECTS],
  { stdio: 'inherit', env: { ...process.env, TEST_DATABASE: 'embedded' } },
);
process.exit(status ?? 1);
