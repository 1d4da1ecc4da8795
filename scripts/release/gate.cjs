// The compatibility gate a release of one remote passes before shoppers get it: the shared
// modules it asks for are ones the live shell provides, in versions its ranges accept, and it
// still exposes every module the shell loads from it. The answer is one line naming what does not
// fit, or undefined.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const semver = require('semver');

/** The shared modules that must be one copy in the page (scripts/rspack/federated-app.mjs). */
const GATED_SHARED = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@shop/ui',
  '@shop/storefront-sdk',
];

const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/** name -> version, from a build's mf-manifest.json (or mf-stats.json) `shared` entries. */
function providedVersions(manifest) {
  return new Map((manifest.shared ?? []).map(({ name, version }) => [name, version]));
}

/** The exposed module names of a build's manifest, without the `./` the config writes. */
function exposedModules(manifest) {
  return new Set((manifest.exposes ?? []).map(({ name }) => name.replace(/^\.\//, '')));
}

// `{ ..., remote: 'mf_catalog', module: 'ProductRoute' }` in the route tables, and
// `loadRemoteComponent('mf_account', 'WelcomeSurvey')` where the shell loads a component itself.
const ROUTE_PATTERN = /remote:\s*'([\w-]+)',\s*module:\s*'(\w+)'/g;
const CALL_PATTERN = /loadRemote(?:Component|Route)(?:<[^>]*>)?\(\s*'([\w-]+)',\s*'(\w+)'/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** remote -> the modules the shell's sources load from it. */
function modulesTheShellLoads(shellSourceDir) {
  const loads = new Map();
  for (const file of sourceFiles(shellSourceDir)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of [ROUTE_PATTERN, CALL_PATTERN])
      for (const [, remote, module] of text.matchAll(pattern)) {
        if (!loads.has(remote)) loads.set(remote, new Set());
        loads.get(remote).add(module);
      }
  }
  return loads;
}

/**
 * @param {object} release
 * @param {string} release.remote    federation name, e.g. mf_catalog
 * @param {object} release.manifest  the release's browser mf-manifest.json
 * @param {Map<string, string>} release.shellProvides  shared module -> version the shell provides
 * @param {Iterable<string>} release.shellLoads  modules the shell loads from this remote
 * @returns {string | undefined} what does not fit, on one line
 */
function refusal({ remote, manifest, shellProvides, shellLoads }) {
  // `react-dom/client` is react-dom's, at react-dom's version: a refusal names the package first.
  const gated = (manifest.shared ?? [])
    .filter(({ name }) => GATED_SHARED.includes(packageOf(name)))
    .sort((a, b) => Number(a.name !== packageOf(a.name)) - Number(b.name !== packageOf(b.name)));
  for (const { name, requiredVersion } of gated) {
    const provided = shellProvides.get(name);
    if (provided === undefined) return `${remote}: ${name} is not provided by the shell`;
    if (typeof requiredVersion !== 'string' || requiredVersion === '') continue;
    if (!semver.satisfies(provided, requiredVersion, { includePrerelease: true }))
      return `${remote}: ${name} ${requiredVersion} is not provided by the shell (${provided})`;
  }
  const exposed = exposedModules(manifest);
  const missing = [...shellLoads].filter((module) => !exposed.has(module));
  if (missing.length > 0)
    return `${remote}: does not expose ${missing.join(', ')}, which the shell loads`;
  return undefined;
}

module.exports = { GATED_SHARED, exposedModules, modulesTheShellLoads, providedVersions, refusal };
