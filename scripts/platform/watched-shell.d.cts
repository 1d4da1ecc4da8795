// Types of watched-shell.cjs, for the TypeScript tests that share it with the launcher.
import type { ChildProcess } from 'node:child_process';
import type { FrontendSite } from './frontend-server.cjs';

export function watchedShell(options: {
  frontend: { name: string; dir: string };
  root: string;
  env: Record<string, string>;
  quiet?: boolean;
  serve: () => FrontendSite;
}): {
  name: string;
  /** The watching build's process. */
  child: ChildProcess;
  /** The site's port, once the first build is written. */
  listening: Promise<number>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
};
