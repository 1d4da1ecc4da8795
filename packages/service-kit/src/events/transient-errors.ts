import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * Thrown by a handler that cannot do its work now for a reason outside the event (a service it
 * asks is unavailable): the event is retried later without counting as a refusal.
 */
export class TransientEventError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransientEventError';
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs that say "try again": connection exceptions (08), insufficient
 * resources (53), serialization failure, deadlock, statement timeout, administrator shutdown.
 */
const POSTGRES_TRANSIENT = /^(08...|53...|40001|40P01|57014|57P0[1-3])$/;

/** nats.js error codes of a connection that is gone or an answer that did not come in time. */
const NATS_TRANSIENT = new Set([
  'TIMEOUT',
  'DISCONNECT',
  'CONNECTION_CLOSED',
  'CONNECTION_DRAINING',
  'CONNECTION_REFUSED',
  'CONNECTION_TIMEOUT',
  '503',
]);

/**
 * node-postgres reports a lost connection in words, without a code; a database closed to
 * connections (a failover, ALLOW_CONNECTIONS false) says so under 55000, a code also used for
 * lasting mistakes, so by its words.
 */
const LOST_CONNECTION =
  /connection terminated|connection (error|timeout)|not queryable|timeout exceeded when trying to connect|not currently accepting connections/i;

/** Whether an error (or anything it wraps) is a passing failure of the platform, not of the event. */
export function isTransientError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (error instanceof TransientEventError) return true;
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status === HttpStatus.SERVICE_UNAVAILABLE || status === HttpStatus.GATEWAY_TIMEOUT) {
      return true;
    }
  }
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_TRANSIENT.test(code) || NATS_TRANSIENT.has(code)) {
      return true;
    }
  }
  if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isTransientError(inner, depth + 1))) {
    return true;
  }
  return isTransientError(cause, depth + 1);
}

/** Exponential backoff by attempt (1, 2, 3 ...): base, 2 x base ... up to max. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 20)));
}
