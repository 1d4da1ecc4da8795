#!/usr/bin/env node
// `npm run build`: everything that is stale (`--force` rebuilds every frontend).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { buildBackend, buildFrontends } = require('./platform/build.cjs');

const started = Date.now();
try {
  buildBackend();
  const built = buildFrontends({ force: process.argv.includes('--force') });
  console.log(
    `build ready in ${((Date.now() - started) / 1000).toFixed(1)} s${built.length ? ` (frontends built: ${built.join(', ')})` : ''}`,
  );
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
