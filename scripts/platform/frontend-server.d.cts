// Types of frontend-server.cjs, for the TypeScript tests that share it with the launcher.
import type { ChildProcess } from 'node:child_process';

export interface FrontendSite {
  name: string;
  child: ChildProcess;
  /** The port the site took, or an error with the code of a port taken (EADDRINUSE). */
  listening: Promise<number>;
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

export function frontendServer(options: { env: Record<string, string>; quiet?: boolean }): {
  open(site: {
    name: string;
    root: string;
    port: number;
    spa?: boolean;
    runtimeConfig?: string;
    apiUpstreamFile?: string;
  }): FrontendSite;
};
