/**
 * A small shared cache for GET calls, so the shell and every remote that ask for the same thing
 * (the product list, say) share one request and one answer.
 */
export type QueryKey = readonly unknown[];
export type QueryStatus = 'pending' | 'success' | 'error';

export interface QueryOptions<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** How long an answer is fresh, in ms. */
  staleTime?: number;
}

export interface QueryState<T> {
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  updatedAt: number;
}

export const DEFAULT_STALE_TIME_MS = 60_000;

interface Entry {
  state: QueryState<unknown>;
  listeners: Set<() => void>;
  inFlight?: Promise<unknown>;
}

const entries = new Map<string, Entry>();

const INITIAL: QueryState<never> = Object.freeze({
  status: 'pending',
  data: undefined,
  error: undefined,
  isFetching: false,
  updatedAt: 0,
});

export function hashQueryKey(key: QueryKey): string {
  return JSON.stringify(key);
}

/** Typed identity, so a feature can declare its query once and use it in hooks and prefetches. */
export function queryOptions<T>(options: QueryOptions<T>): QueryOptions<T> {
  return options;
}

function entryFor(hash: string): Entry {
  let entry = entries.get(hash);
  if (!entry) {
    entry = { state: INITIAL, listeners: new Set() };
    entries.set(hash, entry);
  }
  return entry;
}

function setState(entry: Entry, patch: Partial<QueryState<unknown>>): void {
  entry.state = { ...entry.state, ...patch };
  for (const listener of [...entry.listeners]) listener();
}

function isFresh(state: QueryState<unknown>, staleTime: number): boolean {
  return state.status === 'success' && Date.now() - state.updatedAt < staleTime;
}

/** Resolves with cached data while fresh, joins a request under way, or starts one. */
export function fetchQuery<T>(options: QueryOptions<T>, { force = false } = {}): Promise<T> {
  const entry = entryFor(hashQueryKey(options.queryKey));
  if (entry.inFlight) return entry.inFlight as Promise<T>;
  if (!force && isFresh(entry.state, options.staleTime ?? DEFAULT_STALE_TIME_MS)) {
    return Promise.resolve(entry.state.data as T);
  }
  setState(entry, {
    isFetching: true,
    status: entry.state.status === 'error' ? 'pending' : entry.state.status,
  });
  const request = options.queryFn().then(
    (data) => {
      entry.inFlight = undefined;
      setState(entry, {
        status: 'success',
        data,
        error: undefined,
        isFetching: false,
        updatedAt: Date.now(),
      });
      return data;
    },
    (error: unknown) => {
      entry.inFlight = undefined;
      setState(entry, { status: 'error', error, isFetching: false });
      throw error;
    },
  );
  entry.inFlight = request;
  return request;
}

export function stateOfHash<T>(hash: string): QueryState<T> {
  return (entries.get(hash)?.state ?? INITIAL) as QueryState<T>;
}

export function subscribeToHash(hash: string, listener: () => void): () => void {
  const entry = entryFor(hash);
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}

export const queryCache = {
  getState<T>(key: QueryKey): QueryState<T> {
    return stateOfHash<T>(hashQueryKey(key));
  },

  subscribe(key: QueryKey, listener: () => void): () => void {
    return subscribeToHash(hashQueryKey(key), listener);
  },

  /** Marks every query whose key starts with `prefix` as stale, so the next use refetches. */
  invalidate(prefix: QueryKey): void {
    const head = hashQueryKey(prefix).slice(0, -1);
    for (const [hash, entry] of entries) {
      if (hash.startsWith(head)) setState(entry, { updatedAt: 0 });
    }
  },

  /** Forgets everything (tests, sign-out). */
  clear(): void {
    entries.clear();
  },
};
