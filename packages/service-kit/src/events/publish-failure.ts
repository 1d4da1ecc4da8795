import { describeError } from './events-logger';
import { TransientEventError } from './transient-errors';

/**
 * How a failed publish is treated:
 * - `transient`: NATS unreachable or slow. The row stays pending, rows after it wait, the relay
 *   backs off; not counted as an attempt, however long the outage lasts.
 * - `refused`: the server answered with an error. Counted; the row is retried with backoff and
 *   given up on after MAX_PUBLISH_ATTEMPTS.
 * - `permanent`: it can never be published (too large, a subject no stream holds). Given up on
 *   at once.
 * - `full`: the stream is at its size limit and refuses new messages (DiscardPolicy.New). Treated
 *   as transient, however long it lasts: the event waits until room is made.
 */
type PublishFailureKind = 'transient' | 'refused' | 'permanent' | 'full';

interface PublishFailure {
  kind: PublishFailureKind;
  reason: string;
}

/** Refused publishes of one row before it is marked failed and dead-lettered. */
export const MAX_PUBLISH_ATTEMPTS = 10;

// nats.js error codes (ErrorCode in 'nats'), spelled out so a plain object from any copy of
// the client library is recognised too.
const PERMANENT_CODES = new Set(['MAX_PAYLOAD_EXCEEDED', 'BAD_SUBJECT', 'BAD_PAYLOAD']);
const TRANSIENT_CODES = new Set([
  'TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DRAINING',
  'CONNECTION_REFUSED',
  'CONNECTION_TIMEOUT',
  'DISCONNECT',
  '408',
]);
const NO_RESPONDERS = '503';
/** JetStream's "message size exceeds maximum allowed" (a stream's max_msg_size). */
const STREAM_MESSAGE_TOO_LARGE = 10054;
/** JetStream's "could not store the message", whose description says when the stream is full. */
const STREAM_STORE_FAILED = 10077;
const STREAM_LIMIT_REACHED = /^maximum (bytes|messages)/i;

interface NatsLikeError {
  code?: unknown;
  api_error?: { err_code?: number; description?: string };
}

/**
 * `subjectHasStream` tells a "no responders" answer apart: for a subject inside a stream it means
 * JetStream is starting or the stream is being recreated (transient); for any other subject no
 * stream will ever answer (permanent).
 */
export function classifyPublishError(error: unknown, subjectHasStream: boolean): PublishFailure {
  const reason = describeError(error);
  if (error instanceof TransientEventError) return { kind: 'transient', reason };
  const { code, api_error } = (error ?? {}) as NatsLikeError;
  if (typeof code === 'string' && PERMANENT_CODES.has(code)) return { kind: 'permanent', reason };
  if (api_error?.err_code === STREAM_MESSAGE_TOO_LARGE) return { kind: 'permanent', reason };
  // Answered with code 503, like "no responders": told apart first.
  const stored = api_error?.err_code === STREAM_STORE_FAILED ? (api_error.description ?? '') : '';
  if (STREAM_LIMIT_REACHED.test(stored)) return { kind: 'full', reason: `stream full (${stored})` };
  if (code === NO_RESPONDERS) {
    return subjectHasStream
      ? { kind: 'transient', reason: `no stream answered (${reason})` }
      : { kind: 'permanent', reason: `no stream holds the subject (${reason})` };
  }
  if (typeof code === 'string' && TRANSIENT_CODES.has(code)) return { kind: 'transient', reason };
  return { kind: 'refused', reason };
}
