#!/usr/bin/env node
// One slice of the shop at a time (docs/testing.md, "One slice at a time"): a slice is what one
// team releases (a remote and the service behind it, the shell, the gateway, the platform), with
// the journeys that touch it, declared in slices.json.
//
//   npm run test:slice -- <slice> [--embedded]   its workspaces' tests and its journeys
//   npm run affected -- [--base <ref>]            the slices a change touches (default: main)
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

export const SLICES = JSON.parse(readFileSync(new URL('./slices.json', import.meta.url), 'utf8'));

/** The declared slices. */
export const slicesOf = () => SLICES;

/** Files whose change reaches every slice: the toolchain and the dependencies of all. */
const EVERYWHERE = [
  'package.json',
  'package-lock.json',
  'jest.config.js',
  'jest.preset.js',
  'eslint.config.mjs',
  'scripts/rspack/',
  'e2e/support/',
  'e2e/jest.config.js',
  'e2e/package.json',
];
/** Files no test reads. */
const NOWHERE = ['docs/', 'bench/', 'README.md', '.env.example', '.gitignore', '.prettierrc'];
const JOURNEY = /^e2e\/journeys\/(.+)\.e2e\.test\.ts$/;

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Each workspace's folder, package name and the workspace packages it depends on. */
export function workspaceGraph(root = ROOT) {
  const workspaces = readJson(path.join(root, 'package.json')).workspaces;
  const byName = new Map();
  const graph = workspaces.map((dir) => {
    const manifest = readJson(path.join(root, dir, 'package.json'));
    const deps = Object.keys({
      ...manifest.dependencies,
      ...manifest.devDependencies,
      ...manifest.peerDependencies,
    });
    const node = { dir, name: manifest.name, deps };
    byName.set(manifest.name, node);
    return node;
  });
  for (const node of graph) node.deps = node.deps.filter((dep) => byName.has(dep));
  return graph;
}

/** The workspaces `dirs` and every workspace that depends on one of them, however indirectly. */
export function withDependents(dirs, graph) {
  const reached = new Set(dirs);
  const nameOf = new Map(graph.map((node) => [node.name, node.dir]));
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of graph) {
      if (reached.has(node.dir)) continue;
      if (node.deps.some((dep) => reached.has(nameOf.get(dep)))) {
        reached.add(node.dir);
        grew = true;
      }
    }
  }
  return reached;
}

const startsWithAny = (file, prefixes) =>
  prefixes.some((prefix) => file === prefix || file.startsWith(prefix));

/** The slices that changed `files` (paths from the repository's root) touch, by name. */
export function affectedSlices(files, { slices = SLICES, graph = workspaceGraph() } = {}) {
  const all = Object.keys(slices);
  const touched = new Set();
  const workspaces = new Set();
  for (const file of files) {
    if (startsWithAny(file, NOWHERE)) continue;
    if (startsWithAny(file, EVERYWHERE)) return all;
    const journey = JOURNEY.exec(file)?.[1];
    if (journey) {
      for (const [name, slice] of Object.entries(slices))
        if (slice.journeys?.includes(journey)) touched.add(name);
      continue;
    }
    const owner = Object.entries(slices).find(([, slice]) =>
      startsWithAny(file, slice.paths ?? []),
    );
    if (owner) {
      touched.add(owner[0]);
      continue;
    }
    const workspace = graph.find((node) => file.startsWith(`${node.dir}/`));
    // A file of no workspace and no slice: assume the worst.
    if (!workspace) return all;
    workspaces.add(workspace.dir);
  }
  const reached = withDependents([...workspaces], graph);
  for (const [name, slice] of Object.entries(slices))
    if (slice.workspaces?.some((dir) => reached.has(dir))) touched.add(name);
  // A shared package reached no slice's own workspace (the demo catalogue, say): every journey
  // starts the platform, so the platform's tests still run.
  if ([...reached].some((dir) => dir.startsWith('packages/'))) touched.add('platform');
  return all.filter((name) => touched.has(name));
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Jest's arguments for one slice: its projects and the paths of its tests. */
export function jestArguments(sliceName, { slices = SLICES, root = ROOT } = {}) {
  const slice = slices[sliceName];
  if (!slice) throw new Error(`no slice ${sliceName}: one of ${Object.keys(slices).join(', ')}`);
  const projects = [
    ...(slice.workspaces ?? []).map(
      (dir) => require(path.join(root, dir, 'jest.config.js')).displayName,
    ),
    ...(slice.projects ?? []),
  ];
  const patterns = (slice.workspaces ?? []).map((dir) => `/${escape(dir)}/`);
  if (slice.projects?.includes('scripts')) patterns.push('/scripts/');
  if (slice.projects?.includes('deploy')) patterns.push('/deploy/');
  const journeys = slice.journeys ?? [];
  const platform = slice.platformTests ?? [];
  if (journeys.length > 0)
    patterns.push(`/e2e/journeys/(${journeys.map(escape).join('|')})\\.e2e\\.test\\.ts$`);
  if (platform.length > 0)
    patterns.push(`/e2e/platform/(${platform.map(escape).join('|')})\\.e2e\\.test\\.ts$`);
  if (journeys.length > 0 || platform.length > 0) projects.push('e2e');
  return ['--selectProjects', ...projects, '--testPathPatterns', patterns.join('|')];
}

function changedSince(base) {
  const mergeBase = execFileSync('git', ['merge-base', base, 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  const listed = (args) =>
    execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  return [
    ...new Set([
      ...listed(['diff', '--name-only', mergeBase]),
      ...listed(['ls-files', '--others', '--exclude-standard']),
    ]),
  ];
}

function main(argv) {
  const [command, ...rest] = argv;
  if (command === 'affected') {
    const at = rest.indexOf('--base');
    const base = at >= 0 ? rest[at + 1] : 'main';
    const slices = affectedSlices(changedSince(base));
    console.log(slices.length > 0 ? slices.join('\n') : '(none)');
    return 0;
  }
  if (command === 'test') {
    const [slice] = rest;
    const args = jestArguments(slice);
    const run = (file, extra, env = {}) =>
      spawnSync(file, extra, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
        .status ?? 1;
    const build = run(process.execPath, [path.join(ROOT, 'scripts/build.mjs')]);
    if (build !== 0) return build;
    const jest = path.join(ROOT, 'node_modules/jest/bin/jest.js');
    const env = rest.includes('--embedded') ? { TEST_DATABASE: 'embedded' } : {};
    console.log(`slice ${slice}: jest ${args.join(' ')}`);
    return run(process.execPath, [jest, ...args], env);
  }
  console.error('usage: slices.mjs test <slice> [--embedded] | slices.mjs affected [--base <ref>]');
  return 2;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exit(main(process.argv.slice(2)));
}
