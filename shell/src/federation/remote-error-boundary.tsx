import { Component, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

interface Props {
  onRetry?: () => void;
  onError?: (error: unknown) => void;
  /** What shows instead of a failed remote; by default the region's fallback with Retry. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Keeps a remote that failed to load, or threw while rendering, inside its own region. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // React itself reports the error on the console.
  componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  render() {
    if (this.state.failed) {
      const { fallback, onRetry = () => undefined } = this.props;
      return fallback === undefined ? <RemoteFallback onRetry={onRetry} /> : fallback;
    }
    return this.props.children;
  }
}
