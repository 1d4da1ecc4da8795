// Builds what is stale: the backend through TypeScript project references (incremental),
// each frontend when one of its inputs is newer than its last build.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { ROOT, FRONTENDS, RSPACK_BIN } = require('./apps.cjs');

const STAMP = '.build-stamp';
const SHARED_INPUTS = [
  'packages/ui/src',
  'packages/storefront-sdk/src',
  'packages/contracts/src',
  'scripts/rspack',
  'package-lock.json',
];

function newestMtime(target) {
  const full = path.join(ROOT, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0)
    throw new Error(
      `${path.basename(command)} ${args.join(' ')} failed in ${path.relative(ROOT, cwd) || '.'}`,
    );
}

function buildBackend() {
  run(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-b', 'tsconfig.backend.json'],
    ROOT,
  );
  // The demo catalogue's products and images, rendered once here so a first start only copies them.
  run(process.execPath, ['dist/build-output.js'], path.join(ROOT, 'packages/demo-catalogue'));
  // The files of a new embedded database, made once so new databases need no initdb of their own.
  run(
    process.execPath,
    ['dist/database/prepare-embedded-template.js'],
    path.join(ROOT, 'packages/service-kit'),
  );
}

function staleFrontends() {
  const shared = Math.max(...SHARED_INPUTS.map(newestMtime));
  return FRONTENDS.filter((f) => {
    const stamp = path.join(f.dir, 'dist', STAMP);
    if (!fs.existsSync(stamp)) return true;
    const built = fs.statSync(stamp).mtimeMs;
    const own = Math.max(
      ...['src', 'public', 'rspack.config.mjs'].map((p) => newestMtime(path.join(f.name, p))),
    );
    return Math.max(shared, own) > built;
  });
}

function buildFrontends({ force = false } = {}) {
  const targets = force ? FRONTENDS : staleFrontends();
  for (const frontend of targets) {
    console.log(`building ${frontend.name}`);
    run(process.execPath, [RSPACK_BIN, 'build', '-c', 'rspack.config.mjs'], frontend.dir);
    fs.writeFileSync(path.join(frontend.dir, 'dist', STAMP), new Date().toISOString());
  }
  return targets.map((f) => f.name);
}

module.exports = { buildBackend, buildFrontends };
