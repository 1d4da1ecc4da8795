// Types of log-format.cjs, for the TypeScript tests that share it with the launcher.

export type LogFormat = 'pretty' | 'json';
type Formatter = (line: string, stream?: 'stdout' | 'stderr') => string | null;

export declare const LOG_FORMATS: LogFormat[];
export declare function logFormat(
  env?: Record<string, string | undefined>,
  isTTY?: boolean,
): LogFormat;
export declare function prettyFormatter(
  name: string,
  options?: { colors?: boolean; nameColor?: number; width?: number },
): Formatter;
export declare function jsonFormatter(name: string): Formatter;
