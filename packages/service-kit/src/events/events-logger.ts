import type { LoggerService } from '@nestjs/common';

/** The slice of a Nest logger the event bus writes to; tests can pass a quiet one. */
export type EventsLogger = Pick<LoggerService, 'log' | 'warn' | 'error'>;

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
