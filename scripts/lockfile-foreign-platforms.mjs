#!/usr/bin/env node
// Keeps package-lock.json installable with `npm ci` on every machine.
//
// Native packages (rspack, swc, ...) ship one optional dependency per platform. Where the
// registry in use does not serve some of those platform builds, `npm install` leaves them out of
// the lockfile, and `npm ci` then refuses the lockfile as out of sync. This adds the missing
// entries with the platform they are for (read from the package name), so `npm ci` skips them
// as not-for-this-machine instead of failing. It never touches a package built for this machine.
// Runs after every `npm install` (root postinstall); idempotent.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.join(root, 'package-lock.json');

const OSES = {
  darwin: 'darwin',
  linux: 'linux',
  win32: 'win32',
  freebsd: 'freebsd',
  android: 'android',
  openharmony: 'openharmony',
};
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32'];

/** Platform of a build named like `@rspack/binding-linux-x64-musl` or `@swc/core-win32-ia32-msvc`. */
function platformOf(name) {
  const parts = path.basename(name).split('-');
  const os = parts.map((p) => OSES[p]).find(Boolean);
  const cpu = parts.find((p) => CPUS.includes(p));
  if (!cpu) return undefined;
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : os === 'linux' && parts.some((p) => p.startsWith('gnu'))
      ? 'glibc'
      : undefined;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

function isThisMachine(platform) {
  const osOk = !platform.os || platform.os.includes(process.platform);
  const cpuOk = platform.cpu.includes(process.arch);
  return osOk && cpuOk;
}

function resolveEntry(packages, fromPath, name) {
  // Node's resolution walk: the package's own node_modules, then each ancestor's, then the root.
  let dir = fromPath;
  while (true) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const idx = dir.lastIndexOf('/node_modules/');
    dir = idx === -1 ? '' : dir.slice(0, idx);
  }
}

const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages ?? {};
const added = [];
for (const [pkgPath, pkg] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    if (resolveEntry(packages, pkgPath, name)) continue;
    const platform = platformOf(name);
    if (!platform || isThisMachine(platform) || !/^\d+\.\d+\.\d+/.test(version)) continue;
    const key = packages[`node_modules/${name}`]
      ? `${pkgPath}/node_modules/${name}`
      : `node_modules/${name}`;
    packages[key] = { version, license: pkg.license, optional: true, ...platform };
    added.push(`${name}@${version}`);
  }
}

if (added.length) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: recorded ${added.length} platform builds for other machines`);
}
