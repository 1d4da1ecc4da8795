#!/usr/bin/env node
// `npm run bench -w bench`: every measurement, one after the other.
import { spawnSync } from 'node:child_process';

for (const script of [
  'bundle-size.mjs',
  'compression.mjs',
  'contract-parse.mjs',
  'gateway-throughput.mjs',
  'start-time.mjs',
]) {
  console.log(`\n## ${script}`);
  spawnSync(process.execPath, [script], { cwd: import.meta.dirname, stdio: 'inherit' });
}
