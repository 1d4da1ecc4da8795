/**
 * A small shared cache for GET calls, so the shell and every remote that ask for the same thing
 * (the product list, say) share one request and one answer. The browser has one store; the
 * storefront server makes one per page it renders (server-render.ts), and the page carries what
 * it read to the browser's store (`dehydrate` there, `hydrate` here).
 */
import { ApiError, isApiError } from './api-error';

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

/** A settled query as a page carries it: its data, or the API's refusal (status, message, body). */
export type DehydratedQuery =
  | { data: unknown }
  | { error: { message: string; status: number; kind: ApiError['kind']; body?: unknown } };

export const DEFAULT_STALE_TIME_MS = 60_000;

interface Entry {
  state: QueryState<unknown>;
  listeners: Set<() => void>;
  inFlight?: Promise<unknown>;
  /** A refusal a page carried (a product that does not exist): not asked for again while fresh. */
  carriedError?: boolean;
}

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

function isFresh(entry: Entry, staleTime: number): boolean {
  const { state } = entry;
  const settled = state.status === 'success' || (state.status === 'error' && entry.carriedError);
  return Boolean(settled) && Date.now() - state.updatedAt < staleTime;
}

export class QueryStore {
  private readonly entries = new Map<string, Entry>();

  private entryFor(hash: string): Entry {
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = { state: INITIAL, listeners: new Set() };
      this.entries.set(hash, entry);
    }
    return entry;
  }

  private setState(entry: Entry, patch: Partial<QueryState<unknown>>): void {
    entry.state = { ...entry.state, ...patch };
    for (const listener of [...entry.listeners]) listener();
  }

  /** Resolves with cached data while fresh, joins a request under way, or starts one. */
  fetch<T>(options: QueryOptions<T>, { force = false } = {}): Promise<T> {
    const entry = this.entryFor(hashQueryKey(options.queryKey));
    if (entry.inFlight) return entry.inFlight as Promise<T>;
    if (!force && isFresh(entry, options.staleTime ?? DEFAULT_STALE_TIME_MS)) {
      return entry.state.status === 'error'
        ? Promise.reject(entry.state.error)
        : Promise.resolve(entry.state.data as T);
    }
    entry.carriedError = false;
    this.setState(entry, {
      isFetching: true,
      status: entry.state.status === 'error' ? 'pending' : entry.state.status,
    });
    const request = options.queryFn().then(
      (data) => {
        entry.inFlight = undefined;
        this.setState(entry, {
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
        this.setState(entry, { status: 'error', error, isFetching: false });
        throw error;
      },
    );
    entry.inFlight = request;
    return request;
  }

  private readonly settling = new Map<string, Promise<void>>();

  /**
   * Resolves once the query has an answer or a failure, fetching it if it has neither: always the
   * same promise for the same query, as React's `use` on the server wants.
   */
  settle<T>(options: QueryOptions<T>): Promise<void> {
    const hash = hashQueryKey(options.queryKey);
    let settled = this.settling.get(hash);
    if (!settled) {
      const { status } = this.stateOf(hash);
      settled =
        status === 'pending'
          ? this.fetch(options).then(
              () => undefined,
              () => undefined,
            )
          : Promise.resolve();
      this.settling.set(hash, settled);
    }
    return settled;
  }

  stateOf<T>(hash: string): QueryState<T> {
    return (this.entries.get(hash)?.state ?? INITIAL) as QueryState<T>;
  }

  subscribeTo(hash: string, listener: () => void): () => void {
    const entry = this.entryFor(hash);
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  }

  /** Marks every query whose key starts with `prefix` as stale, so the next use refetches. */
  invalidate(prefix: QueryKey): void {
    const head = hashQueryKey(prefix).slice(0, -1);
    for (const [hash, entry] of this.entries) {
      if (hash.startsWith(head)) this.setState(entry, { updatedAt: 0 });
    }
  }

  /** The settled queries, as a page carries them; a failure other than the API's is left out. */
  dehydrate(): Record<string, DehydratedQuery> {
    const settled: Record<string, DehydratedQuery> = {};
    for (const [hash, { state }] of this.entries) {
      if (state.status === 'success') settled[hash] = { data: state.data };
      else if (state.status === 'error' && isApiError(state.error)) {
        const { message, status, kind, body } = state.error;
        settled[hash] = { error: { message, status, kind, body } };
      }
    }
    return settled;
  }

  /** Takes what a page carried as answered just now, so nothing it holds is asked for again. */
  hydrate(queries: Record<string, DehydratedQuery>): void {
    const now = Date.now();
    for (const [hash, query] of Object.entries(queries)) {
      const entry = this.entryFor(hash);
      if ('data' in query) {
        this.setState(entry, { ...INITIAL, status: 'success', data: query.data, updatedAt: now });
      } else {
        const { message, status, kind, body } = query.error;
        const error = new ApiError(message, status, kind, body);
        entry.carriedError = true;
        this.setState(entry, { ...INITIAL, status: 'error', error, updatedAt: now });
      }
    }
  }

  /** Forgets everything (tests, sign-out). */
  clear(): void {
    this.entries.clear();
  }
}

/** The browser's one store. */
export const browserQueries = new QueryStore();

export function fetchQuery<T>(options: QueryOptions<T>, settings?: { force?: boolean }) {
  return browserQueries.fetch(options, settings);
}

export const queryCache = {
  getState<T>(key: QueryKey): QueryState<T> {
    return browserQueries.stateOf<T>(hashQueryKey(key));
  },

  subscribe(key: QueryKey, listener: () => void): () => void {
    return browserQueries.subscribeTo(hashQueryKey(key), listener);
  },

  invalidate(prefix: QueryKey): void {
    browserQueries.invalidate(prefix);
  },

  clear(): void {
    browserQueries.clear();
  },
};
