#!/usr/bin/env node
// `npm run test:embedded`: the embedded pass of `npm test` alone, the database-backed suites on
// the embedded engine.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const jest = require.resolve('jest/bin/jest');
const config = require.resolve('../jest.both-engines.config.js');
const embedded = require(config)
  .projects.map((project) => project.displayName)
  .filter((name) => typeof name === 'string' && name.endsWith('(embedded)'));
const { status } = spawnSync(
  process.execPath,
  [jest, '-c', config, ...process.argv.slice(2), '--selectProjects', ...embedded],
  { stdio: 'inherit' },
);
process.exit(status ?? 1);
