// Where a remote's releases are kept and which one is live: each release in its own folder under
// `<data folder>/releases/<app>/<release>/`, never changed once built, and `current` beside them,
// a symbolic link to the live one. The remote's server serves `current` and looks each file up per
// request, so switching the link (one rename) is a release, or a rollback, within a request.
const fs = require('node:fs');
const path = require('node:path');

const CURRENT = 'current';
const HISTORY = 'history.json';

const releasesDir = (dataDir) => path.join(dataDir, 'releases');
const appDir = (dataDir, app) => path.join(releasesDir(dataDir), app);
const currentLink = (dataDir, app) => path.join(appDir(dataDir, app), CURRENT);

/** Points `current` at `target` in one step (a new link renamed over the old one). */
function pointAt(dataDir, app, target) {
  const link = currentLink(dataDir, app);
  fs.mkdirSync(path.dirname(link), { recursive: true });
  const temporary = `${link}.${process.pid}.tmp`;
  fs.rmSync(temporary, { force: true });
  fs.symlinkSync(target, temporary, 'dir');
  fs.renameSync(temporary, link);
}

/**
 * The folder the remote's server serves: `current`, made on first use to point at the app's own
 * build (`<app>/dist`), so that a release made while the shop runs is served without a restart.
 */
function servedFolder(dataDir, app, ownBuild) {
  const link = currentLink(dataDir, app);
  if (!fs.existsSync(link)) pointAt(dataDir, app, ownBuild);
  return link;
}

/** Where `current` leads, as written (a release's name, or the app's own build). */
function liveTarget(dataDir, app) {
  try {
    return fs.readlinkSync(currentLink(dataDir, app));
  } catch {
    return undefined;
  }
}

/** `{ [app]: [{ release, folder, liveAt, rolledBackAt? }] }`, in the order they went live. */
function readHistory(dataDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(releasesDir(dataDir), HISTORY), 'utf8'));
  } catch {
    return {};
  }
}

function writeHistory(dataDir, history) {
  const file = path.join(releasesDir(dataDir), HISTORY);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(history, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

module.exports = {
  appDir,
  currentLink,
  liveTarget,
  pointAt,
  readHistory,
  releasesDir,
  servedFolder,
  writeHistory,
};
