import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** A throwaway JetStream server on a free loopback port with its own store directory. */
export interface TestNatsServer {
  url: string;
  port: number;
  storeDir: string;
  /** Stops the process but keeps the port and the stored streams, to simulate an outage. */
  down(): Promise<void>;
  /** Starts it again on the same port and store after down(). */
  up(): Promise<void>;
  /** Stops the process and deletes the store. */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 10_000;
const FALLBACK_BIN = '/usr/sbin/nats-server';

export async function startNatsServer(): Promise<TestNatsServer> {
  const bin = findNatsServer();
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'nats-js-'));
  let child: ChildProcess | undefined = await launch(bin, port, storeDir);

  const down = async () => {
    if (child) await terminate(child);
    child = undefined;
  };
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    storeDir,
    down,
    async up() {
      if (!child) child = await launch(bin, port, storeDir);
    },
    async stop() {
      await down();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

function findNatsServer(): string {
  const candidates = [
    process.env.NATS_SERVER_BIN,
    ...(process.env.PATH ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, 'nats-server')),
    FALLBACK_BIN,
  ];
  const found = candidates.find((path) => path && isExecutable(path));
  if (!found) {
    throw new Error(
      'nats-server not found: set NATS_SERVER_BIN, put it on PATH, or install it (apt-get install nats-server)',
    );
  }
  return found;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * nats-server cannot notice that the test process died, so a shell sits between them: it stops
 * the server when its stdin closes, which happens on stop() and when the test process crashes.
 */
const STOP_WITH_PARENT =
  'exec 3<&0; "$0" "$@" & server=$!; { read -r _ <&3; kill $server; } & wait $server';

function launch(bin: string, port: number, storeDir: string): Promise<ChildProcess> {
  const args = ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir];
  const child = spawn('sh', ['-c', STOP_WITH_PARENT, bin, ...args], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });

  return new Promise((resolve, reject) => {
    let output = '';
    const settle = (error?: Error) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stderr?.off('data', onOutput);
      child.stderr?.resume();
      if (!error) return resolve(child);
      child.kill('SIGKILL');
      reject(error);
    };
    const onExit = (code: number | null) =>
      settle(new Error(`nats-server exited with code ${code}:\n${output}`));
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server is ready')) settle();
    };
    const timer = setTimeout(
      () => settle(new Error(`nats-server not ready after ${READY_TIMEOUT_MS} ms:\n${output}`)),
      READY_TIMEOUT_MS,
    );
    child.on('error', (error) => settle(error));
    child.on('exit', onExit);
    child.stderr?.on('data', onOutput);
  });
}

function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.stdin?.end();
  });
}
