/**
 * When a request that failed at one replica may go to another. Only before the replica answered
 * (an answer under way is never replaced), and only once:
 * - the connection was never made (refused, unreachable, timed out connecting): nothing was
 *   sent, so any request may go to another replica, an order included;
 * - the connection broke before any answer came: only a GET or HEAD, which changes nothing, is
 *   asked again. Anything else may have been done already (an order placed twice is worse than
 *   a 503 the shopper can retry), so it is answered as failed.
 * A timeout waiting for the answer is never retried: the replica may still be working on it.
 */
const NEVER_SENT = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const BROKEN_BEFORE_ANSWER = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const REPEATABLE_METHODS = new Set(['GET', 'HEAD']);

/** The system's code under the proxy's and fetch's wrapping, e.g. 'ECONNREFUSED'. */
export function failureCode(error: unknown): string | undefined {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && !code.startsWith('FST_')) return code;
  }
  return undefined;
}

/** Nothing of the request reached the replica. */
export function neverSent(error: unknown): boolean {
  return NEVER_SENT.has(failureCode(error) ?? '');
}

export function mayTryAnotherReplica(method: string, error: unknown): boolean {
  const code = failureCode(error) ?? '';
  return NEVER_SENT.has(code) || (REPEATABLE_METHODS.has(method) && BROKEN_BEFORE_ANSWER.has(code));
}
