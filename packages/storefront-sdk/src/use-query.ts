import { use, useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { browserQueries, hashQueryKey, type QueryOptions, type QueryState } from './query-cache';
import { useServerRender } from './server-render';

export interface UseQueryOptions<T> extends QueryOptions<T> {
  enabled?: boolean;
}

export interface QueryResult<T> extends QueryState<T> {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => Promise<void>;
}

/**
 * Reads a query from the shared cache, fetching it when missing or stale. On the server the page
 * waits for the answer (React suspends and renders it once it has come), so its HTML holds it.
 */
export function useQuery<T>(options: UseQueryOptions<T>): QueryResult<T> {
  const enabled = options.enabled ?? true;
  const server = useServerRender();
  const store = server?.queries ?? browserQueries;
  const hash = hashQueryKey(options.queryKey);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const subscribe = useCallback(
    (listener: () => void) => store.subscribeTo(hash, listener),
    [store, hash],
  );
  const getState = useCallback(() => store.stateOf<T>(hash), [store, hash]);
  const state = useSyncExternalStore(subscribe, getState, getState);

  // Every render on the server calls `use` for each query in the same order, as React requires.
  if (server && enabled) use(store.settle(options));

  useEffect(() => {
    if (enabled) store.fetch(latest.current).catch(() => undefined);
  }, [store, hash, enabled]);

  const refetch = useCallback(
    () =>
      store.fetch(latest.current, { force: true }).then(
        () => undefined,
        () => undefined,
      ),
    [store],
  );

  return {
    ...state,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    refetch,
  };
}
