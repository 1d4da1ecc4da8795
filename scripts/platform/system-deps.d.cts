// Types of system-deps.cjs, for the TypeScript tests that share it with the launcher.

export type SystemTool = 'nats-server' | 'chromium' | 'prometheus';

export interface MachineProbes {
  env?: Record<string, string | undefined>;
  isExecutable?: (file: string) => boolean;
  which?: (command: string) => string | undefined;
  uid?: () => number;
  sudoWithoutPassword?: () => boolean;
}

export type InstallDecision =
  | { action: 'present'; path: string }
  | { action: 'install'; message: string }
  | { action: 'refuse'; message: string };

export declare const TOOLS: Record<
  SystemTool,
  { package: string; envVar: string; commands: string[]; paths: string[] }
>;
export declare function findTool(name: SystemTool, probes?: MachineProbes): string | undefined;
export declare function installDecision(
  name: SystemTool,
  probes?: MachineProbes,
  hint?: string,
): InstallDecision;
export declare function ensureTool(
  name: SystemTool,
  options?: {
    probes?: MachineProbes;
    log?: (line: string) => void;
    hint?: string;
    install?: (pkg: string) => { status: number | null };
  },
): string;

/** Whether `file` is a regular file this process may run. */
export declare function isExecutable(file: string): boolean;
