import {
  lazy,
  Suspense,
  useCallback,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { RegionLoading } from './region-loading';
import { RemoteErrorBoundary } from './remote-error-boundary';

export type RemoteLoader = () => Promise<{ default: ComponentType }>;

// One lazy component per loader, so that coming back to a page renders the remote at once
// instead of suspending again.
const lazyComponents = new WeakMap<RemoteLoader, LazyExoticComponent<ComponentType>>();

function lazyComponentFor(load: RemoteLoader) {
  let component = lazyComponents.get(load);
  if (!component) {
    component = lazy(load);
    lazyComponents.set(load, component);
  }
  return component;
}

interface Props {
  /** Must keep its identity across renders. */
  load: RemoteLoader;
  /** Runs before a retry loads the remote again, e.g. to drop what the runtime cached. */
  beforeRetry?: () => void | Promise<void>;
}

/**
 * Renders a remote's component in a region of its own: a spinner while it loads, and if it
 * cannot be loaded or throws, a fallback with a Retry button while the rest of the page works.
 */
export function RemoteRegion({ load, beforeRetry }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyComponentFor(load);

  // A failed lazy component stays failed; the next render or visit starts from a fresh one.
  const forget = useCallback(() => lazyComponents.delete(load), [load]);

  const retry = useCallback(async () => {
    forget();
    try {
      await beforeRetry?.();
    } finally {
      setAttempt((n) => n + 1);
    }
  }, [forget, beforeRetry]);

  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry} onError={forget}>
      <Suspense fallback={<RegionLoading />}>
        {/* Cached per loader (see lazyComponentFor), so its identity is stable across renders. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
