// `npm start` serves the shell and the four remotes from one static-server process (`--sites`),
// each on its own port, as each has its own server in a deployment: one node process at rest
// instead of five. The launcher opens and closes each frontend over the process's IPC channel,
// so a frontend still starts and stops on its own (a remote that is down, in the journeys).
const path = require('node:path');
const { ROOT } = require('./apps.cjs');
const { startProcess } = require('./processes.cjs');

const STATIC_SERVER = path.join(ROOT, 'packages/static-server/src/cli.mjs');

/**
 * @param {object} options
 * @param {Record<string, string>} options.env  settings of the process
 * @param {boolean} [options.quiet]
 */
function frontendServer({ env, quiet = false }) {
  let proc;
  let lastId = 0;
  /** Sites waiting for an answer of the process: id -> the answer's handler. */
  const waiting = new Map();

  function running() {
    if (proc && proc.child.exitCode === null && proc.child.signalCode === null) return proc;
    const started = startProcess({
      name: 'frontends',
      command: process.execPath,
      args: [STATIC_SERVER, '--sites'],
      cwd: ROOT,
      env,
      quiet,
      ipc: true,
    });
    started.child.on('message', (message) => waiting.get(message.id)?.(message));
    // Every site it served is gone with it.
    started.exited.then(() => {
      for (const answer of waiting.values()) answer({ gone: true });
    });
    proc = started;
    return proc;
  }

  /**
   * Serves a build: `{ name, root, port, spa, runtimeConfig, apiUpstreamFile }`, looked up on each
   * request (a rebuild is served at once). The site, shaped as the launcher's processes are, with
   * `listening`: its port, or an error with the code of a port taken.
   */
  function open(site) {
    const host = running();
    const id = ++lastId;
    let onOpen;
    let onClose;
    const listening = new Promise((resolve, reject) => {
      onOpen = ({ opened, failed }) =>
        opened
          ? resolve(opened)
          : reject(
              Object.assign(new Error(`${site.name}: ${failed?.message ?? 'the server exited'}`), {
                code: failed?.code,
              }),
            );
    });
    const closed = new Promise((resolve) => (onClose = resolve));
    waiting.set(id, (message) => {
      if (message.opened || message.failed || message.gone) onOpen(message);
      if (message.closed || message.failed || message.gone) {
        waiting.delete(id);
        onClose();
      }
    });
    host.child.send({ open: { watch: true, ...site, id } });
    return {
      name: site.name,
      child: host.child,
      listening,
      exited: closed,
      recentOutput: host.recentOutput,
      exitedForTakenPort: async () => false,
      /** Closes the site: open requests finish first, or with SIGKILL are cut at once. */
      stop: async (signal = 'SIGTERM') => {
        if (waiting.has(id) && host.child.connected)
          host.child.send({ close: id, now: signal === 'SIGKILL' });
        await closed;
      },
    };
  }

  return { open };
}

module.exports = { frontendServer };
