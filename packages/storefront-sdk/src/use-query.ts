import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import {
  fetchQuery,
  hashQueryKey,
  stateOfHash,
  subscribeToHash,
  type QueryOptions,
  type QueryState,
} from './query-cache';

export interface UseQueryOptions<T> extends QueryOptions<T> {
  enabled?: boolean;
}

export interface QueryResult<T> extends QueryState<T> {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => Promise<void>;
}

/** Reads a query from the shared cache, fetching it when missing or stale. */
export function useQuery<T>(options: UseQueryOptions<T>): QueryResult<T> {
  const enabled = options.enabled ?? true;
  const hash = hashQueryKey(options.queryKey);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const subscribe = useCallback((listener: () => void) => subscribeToHash(hash, listener), [hash]);
  const getState = useCallback(() => stateOfHash<T>(hash), [hash]);
  const state = useSyncExternalStore(subscribe, getState, getState);

  useEffect(() => {
    if (enabled) fetchQuery(latest.current).catch(() => undefined);
  }, [hash, enabled]);

  const refetch = useCallback(
    () =>
      fetchQuery(latest.current, { force: true }).then(
        () => undefined,
        () => undefined,
      ),
    [],
  );

  return {
    ...state,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    refetch,
  };
}
