import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface TypeScriptProcess {
  child: ChildProcess;
  /** The address from the process's `listening on http://…` line. */
  address: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it wrote so far, for assertions and failure messages. */
  output(): string;
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const HOOK = join(__dirname, 'run-typescript.cjs');
const LISTENING = /listening on (http:\/\/[\w.:[\]-]+)/;
const READY_TIMEOUT_MS = 30_000;

/**
 * Starts a TypeScript entry point (a service's or the gateway's main.ts) as a real process from
 * source, with `env` over the current environment. Give it PORT=0 and read `address`.
 */
export function startTypeScriptProcess(
  entry: string,
  env: Record<string, string>,
): TypeScriptProcess {
  const child = spawn(process.execPath, ['-r', HOOK, entry], {
    env: { ...process.env, ...env, STOP_WITH_PARENT: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const address = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${entry} did not listen within ${READY_TIMEOUT_MS} ms:\n${output}`)),
      READY_TIMEOUT_MS,
    );
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = LISTENING.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  address.catch(() => undefined);
  return {
    child,
    address,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
