// One rspack configuration for every frontend of the shop, so that each app's own
// rspack.config.mjs only names the app and what it exposes.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { APPS, apiBase, appPort, localRuntimeConfig } from './apps.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const resolveEsm = (specifier) => fileURLToPath(import.meta.resolve(specifier));
const resolveCjs = createRequire(import.meta.url).resolve;

const readPackage = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

// One copy of each of these in the page, whoever loads first provides it: the cart, the token
// and the router context only work when shell and remotes see the same instance.
function sharedSingletons(appDir) {
  const { dependencies } = readPackage(appDir);
  // The app's own dependency range, also for requests made from workspace packages, which
  // declare React only as a peer.
  const npm = (name) => ({ singleton: true, requiredVersion: dependencies[name] });
  const router = {
    ...npm('react-router-dom'),
    version: readPackage(path.dirname(resolveCjs('react-router-dom/package.json'))).version,
  };
  const workspace = (dir) => ({
    singleton: true,
    requiredVersion: false,
    version: readPackage(path.join(repoRoot, dir)).version,
  });
  return {
    react: npm('react'),
    'react/jsx-runtime': npm('react'),
    'react-dom': npm('react-dom'),
    'react-dom/client': npm('react-dom'),
    // Both resolve to the declarative subset of React Router (see aliases()), which has no
    // package.json of its own to read a version from.
    'react-router': router,
    'react-router-dom': router,
    '@shop/ui': workspace('packages/ui'),
    '@shop/storefront-sdk': workspace('packages/storefront-sdk'),
  };
}

/**
 * The shell provides the shared modules from its own entry: a first visit then asks for one
 * script, not the entry and, once it has run, a second wave of a dozen chunks, and one file
 * compresses better than twelve. The remotes take them from the shell, whatever they bundle.
 */
const eager = (shared) =>
  Object.fromEntries(
    Object.entries(shared).map(([name, config]) => [name, { ...config, eager: true }]),
  );

function aliases() {
  return {
    // The contracts' sources (ES modules, `sideEffects: false`) rather than their CommonJS build:
    // a frontend that imports only the price rule gets neither the schemas nor zod.
    '@shop/contracts$': path.join(repoRoot, 'packages/contracts/src/index.ts'),
    // See react-router-declarative.mjs: the router the apps share is its declarative subset.
    'react-router-dom$': path.join(repoRoot, 'scripts/rspack/react-router-declarative.mjs'),
    'react-router$': path.join(repoRoot, 'scripts/rspack/react-router-declarative.mjs'),
    'react-router-source$': resolveEsm('react-router'),
    // The federation runtime is bundled from its CommonJS build by default. Its ES module build
    // lets unused parts fall away (~10 KB gzip less in the shell's entry and in every
    // remoteEntry.js); every path below still leads to one copy of each package, so the shell
    // and the runtime hooks it registers share one federation instance.
    [`${resolveCjs('@module-federation/webpack-bundler-runtime')}$`]: resolveEsm(
      '@module-federation/webpack-bundler-runtime',
    ),
    '@module-federation/runtime': resolveEsm('@module-federation/runtime'),
    // The retry plugin pins an older sdk only for its logger, which the current sdk also has.
    '@module-federation/sdk$': resolveEsm('@module-federation/sdk'),
  };
}

function scriptRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2020',
      },
    },
    type: 'javascript/auto',
    // A missing export is a build error, not undefined at run time (see react-router-declarative.mjs).
    parser: { exportsPresence: 'error' },
  };
}

// `*.module.css` is scoped to its app (class names start with the app's name, so no remote can
// restyle another); any other `.css` file, such as the shared design tokens, stays global.
// The server build (serverBuild below) names the same classes and emits no style sheet: the page
// links the browser build's.
function styleRules(name, production, server = false) {
  const prefix = name.replace(/^mf_/, '');
  return [
    {
      test: /\.module\.css$/,
      type: 'css/module',
      parser: { namedExports: false },
      generator: {
        localIdentName: production ? `${prefix}-[hash:6]` : `${prefix}-[name]__[local]`,
        exportsOnly: server,
      },
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      ...(server ? { type: 'css/auto', generator: { exportsOnly: true } } : { type: 'css' }),
    },
    {
      test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
      type: 'asset',
      ...(server && { generator: { emit: false } }),
    },
  ];
}

function devServer(name) {
  return {
    port: appPort(name),
    hot: false,
    liveReload: true,
    static: false,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false, errors: true } },
    setupMiddlewares(middlewares) {
      if (name !== 'shell') return middlewares;
      // The shell on its own (`npm run dev -w shell`): the remotes on this machine, at the ports
      // the *_PORT variables give.
      middlewares.unshift({
        name: 'runtime-config',
        path: '/runtime-config.json',
        middleware(_req, res) {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(localRuntimeConfig()));
        },
      });
      return middlewares;
    },
  };
}

const nodeRuntimePlugin = resolveCjs('@module-federation/node/runtimePlugin');

/**
 * The app's build for the storefront server (docs/frontends.md, "Rendered on the server"): the
 * same sources for Node, in `server/` beside the browser build with a manifest of its own. A
 * remote's is a CommonJS remoteEntry.js whose chunks the server fetches from the remote's own
 * address at run time; the shell's is `server.js`, the module the storefront server renders with,
 * which provides the shared modules the way the browser build does.
 */
function serverBuild({ name, appDir, exposes, serverEntry, production, outputRoot, release }) {
  return {
    name: `${name}-server`,
    // After the browser build, which empties the folder this one writes into.
    dependencies: [name],
    context: appDir,
    mode: production ? 'production' : 'development',
    devtool: false,
    target: 'async-node',
    entry: serverEntry ? { server: serverEntry } : {},
    output: {
      path: path.join(outputRoot, 'server'),
      publicPath: 'auto',
      // As in the browser build: CSS modules hash their class names with it.
      uniqueName: name,
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'], alias: aliases() },
    module: { rules: [scriptRule(production), ...styleRules(name, production, true)] },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.SHOP_API_BASE': JSON.stringify(apiBase()),
        'process.env.SHOP_RELEASE': JSON.stringify(release),
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: exposes ? sharedSingletons(appDir) : eager(sharedSingletons(appDir)),
        shareStrategy: 'loaded-first',
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [nodeRuntimePlugin],
        manifest: true,
        dts: false,
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * A release's federated types: SHOP_FEDERATED_TYPES=1 (set by `npm run release`) has a remote's
 * build pack the declarations of what it exposes into @mf-types.zip beside its manifest, for the
 * release gate to check against the shell's use (scripts/release/gate.cjs). Other builds skip the
 * TypeScript pass.
 */
function federatedTypes(appDir, exposes) {
  if (!exposes || process.env.SHOP_FEDERATED_TYPES !== '1') return false;
  return {
    generateTypes: {
      tsConfigPath: path.join(appDir, 'tsconfig.json'),
      abortOnError: true,
      compileInChildProcess: false,
      extractThirdParty: false,
    },
    consumeTypes: false,
  };
}

/**
 * @param {object} app
 * @param {string} app.name federation name, a key of APPS (shell, mf_catalog ...)
 * @param {Record<string, string>} [app.exposes] route modules this remote offers the shell
 * @param {string[]} [app.runtimePlugins] federation runtime plugin files, relative to the app
 * @param {string} [app.title] title of the standalone page
 * @param {Record<string, string>} [app.serverExposes] what the remote renders on the server
 * @param {string} [app.serverEntry] the shell's module the storefront server renders with
 */
export function federatedApp({
  name,
  exposes,
  runtimePlugins = [],
  title = 'Leather & Last',
  serverExposes,
  serverEntry,
}) {
  const appDir = path.join(repoRoot, APPS[name].dir);
  // Which build of the app a page runs, for people and tests to tell releases apart: SHOP_RELEASE
  // when the release pipeline names one, else the app's version.
  const release = process.env.SHOP_RELEASE || readPackage(appDir).version;

  return (env = {}, argv = {}) => {
    const production = argv.mode ? argv.mode === 'production' : !env.RSPACK_SERVE;
    const hashed = (ext) => (production ? `[name].[contenthash:8].${ext}` : `[name].${ext}`);
    // SHOP_DIST_DIR: build somewhere else, e.g. a release prepared while the shop runs.
    const outputRoot = process.env.SHOP_DIST_DIR
      ? path.resolve(process.env.SHOP_DIST_DIR)
      : path.join(appDir, 'dist');
    const server = (serverExposes || serverEntry) && {
      ...serverBuild({
        name,
        appDir,
        exposes: serverExposes,
        serverEntry,
        production,
        outputRoot,
        release,
      }),
    };

    const browser = {
      name,
      context: appDir,
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'cheap-module-source-map',
      entry: { main: './src/index.ts' },
      target: ['web', 'es2020'],
      output: {
        path: outputRoot,
        publicPath: 'auto',
        uniqueName: name,
        filename: hashed('js'),
        chunkFilename: hashed('js'),
        cssFilename: hashed('css'),
        cssChunkFilename: hashed('css'),
        assetModuleFilename: production
          ? 'assets/[name].[contenthash:8][ext]'
          : 'assets/[name][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'], alias: aliases() },
      module: { rules: [scriptRule(production), ...styleRules(name, production)] },
      plugins: [
        new rspack.DefinePlugin({
          'process.env.SHOP_API_BASE': JSON.stringify(apiBase()),
          'process.env.SHOP_RELEASE': JSON.stringify(release),
        }),
        new rspack.HtmlRspackPlugin({
          // An app's own page if it has one (the shell); remotes share the standalone page.
          template: existsSync(path.join(appDir, 'public/index.html'))
            ? path.join(appDir, 'public/index.html')
            : fileURLToPath(new URL('./remote-standalone.html', import.meta.url)),
          // Deep links such as /product/42 are answered with this page, so its assets must not
          // be addressed relative to the URL.
          publicPath: '/',
          title,
          minify: production,
        }),
        new rspack.CopyRspackPlugin({
          patterns: [
            { from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true },
          ],
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: exposes ? sharedSingletons(appDir) : eager(sharedSingletons(appDir)),
          shareStrategy: 'loaded-first',
          runtimePlugins: runtimePlugins.map((file) => path.join(appDir, file)),
          manifest: true,
          dts: federatedTypes(appDir, exposes),
          experiments: {
            optimization: {
              target: 'web',
              // A remote loads no other remote, so its entry needs no code for that.
              ...(exposes && { disableRemote: true, disableSnapshot: true }),
            },
          },
        }),
        production && new PrecompressPlugin(),
      ].filter(Boolean),
      optimization: { minimize: production },
      performance: { hints: false },
      devServer: devServer(name),
    };
    return server ? [browser, server] : browser;
  };
}
