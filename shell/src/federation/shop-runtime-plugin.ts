import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { RemoteUnavailableError } from './remote-unavailable-error';

// A manifest is asked for twice, a second apart, before the region shows its fallback; the
// shopper can ask again with Retry. (This version of the retry plugin always waits 1 s.)
const MANIFEST_RETRIES = 1;
const SCRIPT_RETRIES = 2;
const SCRIPT_RETRY_DELAY_MS = 500;

/**
 * A remote that cannot be loaded resolves to a component that throws when rendered, so the
 * region's error boundary shows the fallback in place of that remote while the rest of the shop
 * keeps working. Nothing here imports React: this plugin is part of the shell's start-up code,
 * which runs before shared modules are available.
 */
function unavailableModule(id: string, cause: unknown) {
  const error = new RemoteUnavailableError(id, cause);
  return {
    default: function RemoteUnavailable(): never {
      throw error;
    },
  };
}

export default function shopRuntimePlugin(): ModuleFederationRuntimePlugin {
  const retry = RetryPlugin({
    fetch: { retryTimes: MANIFEST_RETRIES },
    script: { retryTimes: SCRIPT_RETRIES, retryDelay: SCRIPT_RETRY_DELAY_MS },
  }) as ModuleFederationRuntimePlugin;

  return {
    ...retry,
    name: 'shop-runtime-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      // Other lifecycles expect a manifest or request arguments back, not a module.
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[shop] ${id} is unavailable`, error);
      return unavailableModule(id, error);
    },
  };
}
