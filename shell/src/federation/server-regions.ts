import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { ServerRender } from '@shop/storefront-sdk';
import type { RemoteLoader } from './remote-region';
import { loadRemoteRoute } from './remotes';

/**
 * The digest of a region the server leaves to the browser: its remote has no server build, or it
 * failed or took too long. React sends the region's fallback and the browser renders it as it
 * would without the server.
 */
export const REGION_RENDERED_IN_BROWSER = 'shop:region-rendered-in-browser';

let serverRemotes: Record<string, string> = {};
let regionTimeoutMs = 1_000;

const register = (remotes: Record<string, string>) =>
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );

/** The remotes that render on the server: federation name -> its server remoteEntry.js. */
export function configureServerRegions(remotes: Record<string, string>, timeoutMs: number): void {
  serverRemotes = { ...remotes };
  regionTimeoutMs = timeoutMs;
  register(serverRemotes);
}

/**
 * A remote released anew: the runtime forgets what it loaded of it, and the next page loads the
 * new build from `entry` (an address naming the release, so nothing cached answers for it).
 */
export function refreshServerRemote(name: string, entry: string): void {
  serverRemotes[name] = entry;
  register({ [name]: entry });
}

/** A remote whose server build is gone: the browser renders its regions from now on. */
export function forgetServerRemote(name: string): void {
  delete serverRemotes[name];
}

/** An error that leaves the region it is thrown in to the browser, saying why. */
export function renderedInBrowser(reason: string): Error {
  return Object.assign(new Error(`region rendered in the browser: ${reason}`), {
    digest: REGION_RENDERED_IN_BROWSER,
  });
}

function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(renderedInBrowser(`${what} took over ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const loadersOf = new WeakMap<ServerRender, Map<string, RemoteLoader>>();

/** The remote modules a page's regions came from, e.g. `mf_catalog/ProductRoute`. */
export const regionsOf = (page: ServerRender): string[] => [...(loadersOf.get(page)?.keys() ?? [])];

/** The loader of a remote's route for one page on the server (a failure is that page's alone). */
export function serverRegionLoader(
  page: ServerRender,
  remote: string,
  module: string,
): RemoteLoader {
  let loaders = loadersOf.get(page);
  if (!loaders) {
    loaders = new Map();
    loadersOf.set(page, loaders);
  }
  const id = `${remote}/${module}`;
  let load = loaders.get(id);
  if (!load) {
    const loaded = serverRemotes[remote]
      ? withDeadline(loadRemoteRoute(remote, module), regionTimeoutMs, id)
      : Promise.reject(renderedInBrowser(`${remote} has no server build`));
    loaded.catch(() => undefined);
    load = () => loaded;
    loaders.set(id, load);
  }
  return load;
}
