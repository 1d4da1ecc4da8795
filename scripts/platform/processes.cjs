// Child processes with prefixed output, health waiting and orderly shutdown.
const { spawn } = require('node:child_process');

const COLORS = [36, 35, 33, 32, 34, 96, 95, 93, 92, 94, 91];
let colorIndex = 0;

function prefixLines(stream, prefix, out) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines) out.write(`${prefix} ${line}\n`);
  });
  stream.on('end', () => pending && out.write(`${prefix} ${pending}\n`));
}

/**
 * Starts a long-running child. `quiet` keeps its output in memory (shown if it dies early),
 * so test runs stay readable.
 */
function startProcess({ name, command, args, cwd, env, quiet = false }) {
  const color = COLORS[colorIndex++ % COLORS.length];
  const prefix = process.stdout.isTTY
    ? `\x1b[${color}m${name.padEnd(11)}\x1b[0m|`
    : `${name.padEnd(11)}|`;
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const recent = [];
  const sink = quiet
    ? { write: (line) => recent.push(line) > 200 && recent.shift() }
    : process.stdout;
  prefixLines(child.stdout, prefix, sink);
  prefixLines(child.stderr, prefix, quiet ? sink : process.stderr);
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { name, child, exited, recentOutput: () => recent.join('') };
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

module.exports = { startProcess, stopProcess, waitForHttp };
