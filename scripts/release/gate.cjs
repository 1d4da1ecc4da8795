// The compatibility gate a release of one remote passes before shoppers get it: the shared
// modules it asks for are ones the live shell provides, in versions its ranges accept; it still
// exposes every module the shell loads from it; and its federated types (the declarations its
// build packs into @mf-types.zip) still fit the shell's use of those modules
// (shell/src/federation/remote-modules.ts). The answer is one line naming what does not fit, or
// undefined.
const {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} = require('node:fs');
const path = require('node:path');
const semver = require('semver');

const ROOT = path.resolve(__dirname, '../..');
/** The shell's expectations of every remote module, by remote and module name. */
const SHELL_USE = path.join(ROOT, 'shell/src/federation/remote-modules.ts');

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

/** The first line of a TypeScript diagnostic's message, its chain flattened. */
function firstLine(ts, diagnostic) {
  return ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n')[0].trim();
}

/**
 * Typechecks the default export of every module the shell loads from the release, as its
 * federated types declare it, against the type the shell expects (SHELL_USE).
 *
 * @param {object} release
 * @param {string} release.remote    federation name, e.g. mf_account
 * @param {Buffer | string} release.typesZip  the release's @mf-types.zip (its bytes or its path)
 * @param {Iterable<string>} release.shellLoads  modules the shell loads from this remote
 * @param {string} [release.shellUse]  the module whose RemoteModules states the shell's use
 * @returns {string | undefined} what does not fit, on one line
 */
function typeRefusal({ remote, typesZip, shellLoads, shellUse = SHELL_USE }) {
  const ts = require('typescript');
  const AdmZip = require('adm-zip');
  const modules = [...shellLoads];
  if (modules.length === 0) return undefined;
  // Inside the repository, so the declarations' imports (react, @shop/storefront-sdk) resolve to
  // the packages the shell is built with.
  const cache = path.join(ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'release-gate-'));
  try {
    let zip;
    try {
      zip = new AdmZip(typesZip);
    } catch {
      return `${remote}: its federated types (@mf-types.zip) cannot be read`;
    }
    zip.extractAllTo(path.join(dir, 'types'), true);
    const absent = modules.filter((module) => !zip.getEntry(`${module}.d.ts`));
    if (absent.length > 0)
      return `${remote}: its federated types do not declare ${absent.join(', ')}, which the shell loads`;

    const use = path
      .relative(dir, shellUse)
      .replace(/\.tsx?$/, '')
      .split(path.sep)
      .join('/');
    const check = path.join(dir, 'check.ts');
    writeFileSync(
      check,
      [
        `import type { RemoteModules } from '${use.startsWith('.') ? use : `./${use}`}';`,
        ...modules.map(
          (module, i) =>
            `declare const m${i}: typeof import('./types/${module}');\n` +
            `export const ${module}: RemoteModules['${remote}']['${module}'] = m${i}.default;`,
        ),
      ].join('\n'),
    );
    const { config } = ts.readConfigFile(path.join(ROOT, 'tsconfig.web.json'), ts.sys.readFile);
    const { options } = ts.parseJsonConfigFileContent(
      { ...config, compilerOptions: { ...config.compilerOptions, types: [], paths: {} } },
      ts.sys,
      ROOT,
    );
    const program = ts.createProgram([check], { ...options, noEmit: true });
    const errors = ts
      .getPreEmitDiagnostics(program, program.getSourceFile(check))
      .filter(({ category }) => category === ts.DiagnosticCategory.Error);
    if (errors.length === 0) return undefined;
    const [first] = errors;
    const line =
      first.file && first.start !== undefined
        ? first.file.getLineAndCharacterOfPosition(first.start).line
        : -1;
    // Each module's check is two lines after the import: the declaration, then the assignment.
    const module = modules[Math.floor((line - 1) / 2)];
    return `${remote}: ${module ?? 'its federated types'} does not fit the shell's use: ${firstLine(ts, first)}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = {
  GATED_SHARED,
  exposedModules,
  modulesTheShellLoads,
  providedVersions,
  refusal,
  typeRefusal,
};
