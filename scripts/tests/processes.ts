import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { waitForListeningPort } from '../platform/ports.cjs';

/**
 * Starts a node script that binds port 0 and resolves once it names its port, the way the
 * launcher starts it; `parse` reads a line the standard "listening on" pattern does not.
 */
export async function startScript<T = number>(
  script: string,
  args: string[],
  parse?: (line: string) => T | undefined,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; listening: T }> {
  const child = spawn(process.execPath, [script, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  try {
    return { child, listening: await waitForListeningPort<T>(child, { timeoutMs: 10000, parse }) };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/** Stops a script started above and waits until it has gone. */
export function stopScript(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export const STATIC_SERVER = path.resolve(__dirname, '../../packages/static-server/src/cli.mjs');

/** The static server serving the build in `dist` as a single-page app, on a port of its own. */
export async function startSpaServer(
  dist: string,
  options: string[],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; base: string }> {
  const started = await startScript(
    STATIC_SERVER,
    ['--dir', dist, '--port', '0', '--host', '127.0.0.1', '--spa', ...options],
    undefined,
    env,
  );
  return { child: started.child, base: `http://127.0.0.1:${started.listening}` };
}
