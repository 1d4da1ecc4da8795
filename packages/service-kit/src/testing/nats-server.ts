import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The launcher's own nats-server start and port rules, so tests and `npm start` agree.
import { findNatsServer, runNatsServer } from '../../../../scripts/platform/nats.cjs';
import { isAddressInUse, withChosenPort } from '../../../../scripts/platform/ports.cjs';
import { installDecision } from '../../../../scripts/platform/system-deps.cjs';

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

// Coming back after down(): the port is chosen below the ephemeral range, so nothing but another
// test's server can hold it; give a just-stopped one a moment to let go.
const UP_ATTEMPTS = 20;
const UP_RETRY_MS = 250;

/**
 * The port is chosen in advance, below the ephemeral range, rather than taken from the kernel:
 * an outage test brings the server back on the same port, which an outgoing connection could
 * have taken meanwhile were it an ephemeral one. A port found taken is replaced by another.
 */
export async function startNatsServer(): Promise<TestNatsServer> {
  const bin = natsServerBinary();
  const storeDir = mkdtempSync(join(tmpdir(), 'nats-js-'));
  let { child, port } = await withChosenPort((chosen) => launch(bin, chosen, storeDir)).catch(
    (error: unknown) => {
      rmSync(storeDir, { recursive: true, force: true });
      throw error;
    },
  );
  let running: ChildProcess | undefined = child;

  const down = async () => {
    if (running) await terminate(running);
    running = undefined;
  };
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    storeDir,
    down,
    async up() {
      for (let attempt = 1; !running; attempt++) {
        try {
          ({ child, port } = await launch(bin, port, storeDir));
          running = child;
        } catch (error) {
          if (!isAddressInUse(error) || attempt >= UP_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, UP_RETRY_MS));
        }
      }
    },
    async stop() {
      await down();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

function natsServerBinary(): string {
  const found = findNatsServer();
  if (found) return found;
  const decision = installDecision('nats-server');
  throw new Error(
    decision.action === 'install'
      ? 'nats-server is not installed: run `npm run setup:system` (or `npm test`, which installs it)'
      : decision.action === 'refuse'
        ? decision.message
        : 'nats-server not found',
  );
}

/**
 * nats-server cannot notice that the test process died, so a shell sits between them: it stops
 * the server when its stdin closes, which happens on stop() and when the test process crashes.
 */
const STOP_WITH_PARENT =
  'exec 3<&0; "$0" "$@" & server=$!; { read -r _ <&3; kill $server; } & wait $server';

function launch(bin: string, port: number, storeDir: string) {
  return runNatsServer({
    port,
    storeDir,
    spawnServer: (args) =>
      spawn('sh', ['-c', STOP_WITH_PARENT, bin, ...args], { stdio: ['pipe', 'ignore', 'pipe'] }),
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
