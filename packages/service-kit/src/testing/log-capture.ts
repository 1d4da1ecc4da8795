import type { LogLevelSetting } from '../config/service-config';
import { createServiceLogger } from '../logging/service-logger';

export interface LogLine {
  time: string;
  level: string;
  service: string;
  msg: string;
  [field: string]: unknown;
}

/** A service logger that keeps what it writes, each line parsed, for a test to assert on. */
export function capturingLogger(service: string, level: LogLevelSetting = 'info') {
  const lines: LogLine[] = [];
  const logger = createServiceLogger(service, level, {
    write: (line: string) => void lines.push(JSON.parse(line) as LogLine),
  });
  return { logger, lines };
}
