// What the operators' scripts (`npm run events:replay`, `npm run reconcile`) share: the built
// service kit, and the NATS server and namespace of the platform they act on.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Says what is wrong and exits 1. */
export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The service kit as built; stops the script when it is not built yet. */
export function builtServiceKit() {
  const build = path.join(repoRoot, 'packages/service-kit/dist/index.js');
  if (!existsSync(build)) fail('The service kit is not built yet: run npm run build first.');
  return require(build);
}

/**
 * NATS_URL (default nats://127.0.0.1:4222), and NATS_NAMESPACE as the services read it; without
 * it, the one `npm start` derives from DATA_DIR (default .data). NATS_NAMESPACE= (empty) means
 * plain names.
 */
export function platformNats({ assertNamespace }) {
  const natsUrl = process.env.NATS_URL || 'nats://127.0.0.1:4222';
  const { natsNamespace } = require('./launch.cjs');
  try {
    const namespace =
      process.env.NATS_NAMESPACE ??
      natsNamespace(path.resolve(repoRoot, process.env.DATA_DIR || '.data'));
    assertNamespace(namespace);
    return { natsUrl, namespace };
  } catch (error) {
    return fail(error.message);
  }
}
