// `npm run release -- <app> [--name <release>]`: builds one remote into a folder of its own under
// `<DATA_DIR>/releases/<app>/`, checks it against the live shell (gate.cjs) and only then makes it
// the one shoppers get. `--rollback` goes back to the previous live release, with no build;
// `--list` prints each app's releases and which one is live. See docs/operations.md, "Releasing
// one remote alone".
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const releases = require('./releases.cjs');
const { modulesTheShellLoads, providedVersions, refusal, typeRefusal } = require('./gate.cjs');
const { ROOT, FRONTENDS, RSPACK_BIN } = require('../platform/apps.cjs');

const RELEASE_NAME = /^[A-Za-z0-9][\w.-]{0,63}$/;

class Refused extends Error {}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const now = () => new Date().toISOString();

function remoteNamed(app) {
  const remote = FRONTENDS.find((f) => f.name === app && !f.spa);
  if (!remote) {
    const names = FRONTENDS.filter((f) => !f.spa).map((f) => f.name);
    throw new Refused(`${app}: not a remote (one of ${names.join(', ')})`);
  }
  return remote;
}

/** The app's entries in the history, the live one last among those not rolled back. */
function entriesOf(history, app) {
  return (history[app] ??= []);
}
const liveEntry = (entries) => entries.findLast((entry) => !entry.rolledBackAt);

function build(remote, name, into) {
  execFileSync(process.execPath, [RSPACK_BIN, 'build', '-c', 'rspack.config.mjs'], {
    cwd: remote.dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SHOP_RELEASE: name,
      SHOP_DIST_DIR: into,
      SHOP_FEDERATED_TYPES: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Why the shell that `npm start` serves cannot run this build of the remote, if it cannot. */
function gate(remote, folder) {
  const shellManifest = path.join(ROOT, 'shell/dist/mf-manifest.json');
  if (!existsSync(shellManifest)) return `shell: no build to check against (npm run build)`;
  const shellLoads =
    modulesTheShellLoads(path.join(ROOT, 'shell/src')).get(remote.federationName) ?? [];
  const types = path.join(folder, '@mf-types.zip');
  return (
    refusal({
      remote: remote.federationName,
      manifest: readJson(path.join(folder, 'mf-manifest.json')),
      shellProvides: providedVersions(readJson(shellManifest)),
      shellLoads,
    }) ??
    (existsSync(types)
      ? typeRefusal({ remote: remote.federationName, typesZip: types, shellLoads })
      : `${remote.federationName}: the build packed no federated types (@mf-types.zip)`)
  );
}

function release(dataDir, app, name) {
  const remote = remoteNamed(app);
  if (!RELEASE_NAME.test(name) || name === 'current')
    throw new Refused(`${app}: '${name}' is not a release name (letters, digits, '.', '-', '_')`);
  const folder = path.join(releases.appDir(dataDir, app), name);
  if (existsSync(folder)) throw new Refused(`${app}: release ${name} exists already`);

  // Built aside and renamed when complete, so a release folder is always a whole build.
  const building = `${folder}.building`;
  rmSync(building, { recursive: true, force: true });
  console.log(`${app}: building release ${name}`);
  try {
    build(remote, name, building);
  } catch {
    rmSync(building, { recursive: true, force: true });
    throw new Refused(`${app}: the build of ${name} failed`);
  }
  const refused = gate(remote, building);
  if (refused) {
    rmSync(building, { recursive: true, force: true });
    throw new Refused(refused);
  }
  renameSync(building, folder);

  const history = releases.readHistory(dataDir);
  const entries = entriesOf(history, app);
  // The first release: what was served until now (the app's own build) is what a rollback restores.
  const before = releases.liveTarget(dataDir, app);
  if (entries.length === 0 && before)
    entries.push({ release: path.relative(ROOT, before) || before, folder: before, liveAt: null });
  releases.pointAt(dataDir, app, name);
  entries.push({ release: name, folder: name, liveAt: now() });
  releases.writeHistory(dataDir, history);
  console.log(`${app}: ${name} is live`);
}

function rollback(dataDir, app) {
  remoteNamed(app);
  const history = releases.readHistory(dataDir);
  const entries = entriesOf(history, app);
  const live = liveEntry(entries);
  const previous = live && liveEntry(entries.slice(0, entries.indexOf(live)));
  if (!previous) throw new Refused(`${app}: no earlier release to roll back to`);
  const folder = path.resolve(releases.appDir(dataDir, app), previous.folder);
  if (!existsSync(folder)) throw new Refused(`${app}: ${previous.release} is gone (${folder})`);
  releases.pointAt(dataDir, app, previous.folder);
  live.rolledBackAt = now();
  previous.liveAt = live.rolledBackAt;
  releases.writeHistory(dataDir, history);
  console.log(`${app}: rolled back from ${live.release} to ${previous.release}`);
}

function list(dataDir) {
  const history = releases.readHistory(dataDir);
  const apps = Object.keys(history).sort();
  if (apps.length === 0) console.log('no releases yet');
  for (const app of apps) {
    const live = liveEntry(history[app]);
    console.log(app);
    for (const entry of history[app]) {
      const state =
        entry === live
          ? `live since ${entry.liveAt ?? 'the start'}`
          : entry.rolledBackAt
            ? `rolled back ${entry.rolledBackAt}`
            : `live until a later release${entry.liveAt ? `, from ${entry.liveAt}` : ''}`;
      console.log(`  ${entry === live ? '*' : ' '} ${entry.release}  ${state}`);
    }
  }
}

/** A release name from the clock, e.g. 20261129-161547. */
const timestampName = () => now().replace(/\..*$/, '').replace(/[-:]/g, '').replace('T', '-');

function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      rollback: { type: 'boolean' },
      list: { type: 'boolean' },
    },
  });
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR || '.data');
  const [app] = positionals;
  if (values.list) return list(dataDir);
  if (!app || positionals.length > 1)
    throw new Refused(
      'usage: npm run release -- <app> [--name <release>] | <app> --rollback | --list',
    );
  if (values.rollback) return rollback(dataDir, app);
  return release(dataDir, app, values.name ?? timestampName());
}

try {
  main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof Refused) && error.code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw error;
  console.error(error.message);
  process.exitCode = 1;
}
