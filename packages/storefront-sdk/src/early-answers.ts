// Answers asked for before the code that reads them has arrived: the shell asks for the first
// screen's data (a product, the collection's first page) while a remote's code is still on its
// way, and the remote's own request for the same address takes that answer instead of asking
// again. Each answer is taken once, and only while fresh.

/** An answer not taken by then is dropped, and the caller asks anew. */
export const EARLY_ANSWER_TTL_MS = 10_000;

const early = new Map<string, { at: number; response: Promise<Response> }>();

/** Starts a GET of `url` (JSON) now, unless one is already under way. */
export function requestEarly(url: string): Promise<Response> {
  const known = early.get(url);
  if (known) return known.response;
  const response = fetch(url, { headers: { Accept: 'application/json' } });
  // Nobody may come for it: a failure is the taker's to report, never an unhandled rejection.
  response.catch(() => undefined);
  early.set(url, { at: Date.now(), response });
  return response;
}

/** The answer asked for early at `url`, once; undefined when there is none or it is stale. */
export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const entry = early.get(url);
  if (!entry) return undefined;
  early.delete(url);
  return Date.now() - entry.at <= EARLY_ANSWER_TTL_MS ? entry.response : undefined;
}
