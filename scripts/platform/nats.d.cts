// Types of nats.cjs, for the TypeScript tests that share it with the launcher.
import type { ChildProcess } from 'node:child_process';

export declare const ANY_PORT: -1;
export declare function findNatsServer(env?: NodeJS.ProcessEnv): string | undefined;
export declare function runNatsServer(options: {
  port: number;
  storeDir: string;
  spawnServer: (args: string[]) => ChildProcess;
  extraArgs?: string[];
  timeoutMs?: number;
}): Promise<{ child: ChildProcess; port: number }>;
