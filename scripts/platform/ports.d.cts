// Types of ports.cjs, for the TypeScript tests that share it with the launcher.
import type { ChildProcess } from 'node:child_process';

export declare const CHOSEN_PORTS: { min: number; max: number };
export declare function choosePort(random?: () => number): number;
export declare function isAddressInUse(errorOrText: unknown): boolean;
export declare function withChosenPort<T>(
  start: (port: number) => Promise<T>,
  options?: { attempts?: number; random?: () => number },
): Promise<T>;
export declare function listeningPort(line: string): number | undefined;
export declare function metricsPort(line: string): number | undefined;
export declare function waitForListeningPort<T = number>(
  child: ChildProcess,
  options?: { timeoutMs?: number; parse?: (line: string) => T | undefined },
): Promise<T>;
export declare function isListening(port: number, host?: string): Promise<boolean>;
export declare function canBind(port: number, host?: string): Promise<boolean>;
