// Child processes with their output shown per app, health waiting and orderly shutdown.
const { spawn } = require('node:child_process');
const { jsonFormatter, logFormat, prettyFormatter } = require('./log-format.cjs');
const { isAddressInUse } = require('./ports.cjs');

const COLORS = [36, 35, 33, 32, 34, 96, 95, 93, 92, 94, 91];
let colorIndex = 0;

// Children still running, and whether each gets a process group of its own.
const live = new Set();
let ownProcessGroups = false;

/**
 * From now on each child runs in a process group of its own, so a Ctrl-C in the terminal reaches
 * the launcher alone, which then stops the apps in order (outside in) instead of all at once.
 * Whatever is still running when the launcher exits is sent SIGTERM.
 */
function keepChildrenFromTerminalSignals() {
  if (ownProcessGroups) return;
  ownProcessGroups = true;
  process.on('exit', () => signalAll('SIGTERM'));
}

/** Sends every running child the signal at once: a start cut short, or a second Ctrl-C. */
function signalAll(signal) {
  for (const child of live) child.kill(signal);
}

function eachLine(stream, onLine) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines) onLine(line);
  });
  stream.on('end', () => pending && onLine(pending));
}

/**
 * Starts a long-running child. Its lines are shown readably in a terminal and as JSON lines
 * otherwise (see log-format.cjs). `quiet` keeps them in memory instead (shown if it dies early),
 * so test runs stay readable. `ipc` opens a channel for messages (child_process's `send`).
 */
function startProcess({ name, command, args, cwd, env, quiet = false, ipc = false }) {
  const color = COLORS[colorIndex++ % COLORS.length];
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])],
    detached: ownProcessGroups,
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  // The last lines, shown when a quiet child dies early and searched for a taken port.
  const recent = [];
  const keep = (line) => recent.push(`${name.padEnd(11)}| ${line}\n`) > 200 && recent.shift();
  eachLine(child.stdout, keep);
  eachLine(child.stderr, keep);
  if (!quiet) {
    const format =
      logFormat() === 'pretty'
        ? prettyFormatter(name, { colors: Boolean(process.stdout.isTTY), nameColor: color })
        : jsonFormatter(name);
    const show = (stream, out) => (line) => {
      const text = format(line, stream);
      if (text !== null) out.write(`${text}\n`);
    };
    eachLine(child.stdout, show('stdout', process.stdout));
    eachLine(child.stderr, show('stderr', process.stderr));
  }
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const closed = new Promise((resolve) => child.once('close', resolve));
  return {
    name,
    child,
    exited,
    recentOutput: () => (quiet ? recent.join('') : ''),
    /**
     * For a child that has exited (false while it runs): whether its last words, read to the
     * end of its output, say its port was taken.
     */
    exitedForTakenPort: async () => {
      if (child.exitCode === null && child.signalCode === null) return false;
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000))]);
      return isAddressInUse(recent.join(''));
    },
  };
}

/**
 * SIGTERM, then SIGKILL after this long. Longer than a service's own shutdown deadline (6 s,
 * SHUTDOWN_DEADLINE_MS in packages/service-kit), so a service always finishes its requests and
 * closes its database itself; the same as Docker's default stop timeout.
 */
const STOP_TIMEOUT_MS = 10_000;

async function stopProcess(proc, timeoutMs = STOP_TIMEOUT_MS) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), timeoutMs);
  await proc.exited;
  clearTimeout(timer);
}

async function waitForHttp(url, { timeoutMs = 60000, proc } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null)) {
      throw new Error(`${proc.name} exited before it was ready\n${proc.recentOutput()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      lastError = error.message;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(
    `${url} not ready after ${timeoutMs} ms (${lastError})${proc ? `\n${proc.recentOutput()}` : ''}`,
  );
}

module.exports = {
  startProcess,
  stopProcess,
  waitForHttp,
  keepChildrenFromTerminalSignals,
  signalAll,
};
