// `npm run dev` serves the shell as `npm start` does, from the static server, so its pages are
// rendered on the server there too (docs/frontends.md, "Rendered on the server"): rspack rebuilds
// both halves of the shell (dist/ and dist/server/) on each change, and the static server reads
// each file when asked. The remotes stay on their dev servers, which serve their server builds too.
const fs = require('node:fs');
const path = require('node:path');
const { RSPACK_BIN } = require('./apps.cjs');
const { startProcess, stopProcess } = require('./processes.cjs');

const FIRST_BUILD_POLL_MS = 200;
const REBUILD_POLL_MS = 1_000;

/** Modified since `since` (ms), or not there at all: the build has not finished it yet. */
const writtenSince = (file, since) => {
  try {
    return fs.statSync(file).mtimeMs >= since;
  } catch {
    return false;
  }
};

/**
 * The server build is written after the browser build it depends on: once it is new, both are.
 * Watching starts with a full build, whatever dist/ held before.
 */
function firstBuild(builder, serverEntry, since) {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (writtenSince(serverEntry, since)) {
        clearInterval(timer);
        resolve();
      } else if (builder.child.exitCode !== null || builder.child.signalCode !== null) {
        clearInterval(timer);
        reject(new Error(`the shell's build stopped\n${builder.recentOutput()}`));
      }
    }, FIRST_BUILD_POLL_MS);
  });
}

/**
 * The shell in development: `rspack build --watch` into `root`, then `serve()` (the static
 * server's site of that folder) once the first build is written. Shaped as the launcher's
 * processes are.
 * @param {object} options
 * @param {{ name: string, dir: string }} options.frontend
 * @param {string} options.root  the build's folder (the shell's dist/)
 * @param {Record<string, string>} options.env
 * @param {boolean} [options.quiet]
 * @param {() => object} options.serve  opens the site (frontend-server.cjs)
 */
function watchedShell({ frontend, root, env, quiet = false, serve }) {
  const started = Date.now();
  const builder = startProcess({
    name: `${frontend.name}-build`,
    command: process.execPath,
    args: [RSPACK_BIN, 'build', '--watch', '--mode', 'development', '-c', 'rspack.config.mjs'],
    cwd: frontend.dir,
    env: { ...env, NODE_ENV: 'development', SHOP_DIST_DIR: root },
    quiet,
  });
  const serverEntry = path.join(root, 'server/server.js');
  let site;
  let rebuilds;
  let serving = Promise.resolve();
  /**
   * The storefront server loads the shell's server build once (a deployed build never changes):
   * in development its process is started anew on each rebuild of that half. It serves the shell
   * alone here, the remotes being on their dev servers.
   */
  function followRebuilds() {
    let built = fs.statSync(serverEntry).mtimeMs;
    rebuilds = setInterval(() => {
      const now = fs.statSync(serverEntry, { throwIfNoEntry: false })?.mtimeMs;
      if (now === undefined || now === built) return;
      built = now;
      serving = serving.then(async () => {
        const host = site.child;
        host.kill('SIGTERM');
        if (host.exitCode === null && host.signalCode === null) {
          await new Promise((resolve) => host.once('exit', resolve));
        }
        site = serve();
        await site.listening.catch(() => undefined);
      });
    }, REBUILD_POLL_MS);
    rebuilds.unref();
  }
  const listening = firstBuild(builder, serverEntry, started).then(() => {
    site = serve();
    followRebuilds();
    return site.listening;
  });
  return {
    name: frontend.name,
    child: builder.child,
    listening,
    exited: builder.exited,
    recentOutput: () => `${builder.recentOutput()}${site?.recentOutput() ?? ''}`,
    exitedForTakenPort: async () => false,
    stop: async (signal = 'SIGTERM') => {
      clearInterval(rebuilds);
      await serving;
      await site?.stop(signal);
      if (signal === 'SIGTERM') return stopProcess(builder);
      builder.child.kill(signal);
      await builder.exited;
    },
  };
}

module.exports = { watchedShell };
