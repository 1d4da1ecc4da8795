import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleOf, RemoteModules, RemoteName } from './remote-modules';
import { RemoteUnavailableError } from './remote-unavailable-error';

export type RemoteRouteModule = { default: ComponentType };

let entries: Record<string, string> = {};

const remoteList = (names: string[]) => names.map((name) => ({ name, entry: entries[name] }));

/** Tells the federation runtime where each remote lives; nothing is fetched until it is used. */
export function registerShopRemotes(remotes: Record<string, string>): void {
  entries = { ...remotes };
  registerRemotes(remoteList(Object.keys(entries)));
}

/**
 * Forgets everything the runtime remembers about a remote (its manifest, its entry script and a
 * failed attempt at either), so the next load asks its server again.
 */
export function refreshRemote(name: string): void {
  if (!entries[name]) return;
  registerRemotes(remoteList([name]), { force: true });
}

async function loadDefault<T>(remote: string, module: string): Promise<{ default: T }> {
  const id = `${remote}/${module}`;
  const loaded = await loadRemote<{ default: T }>(id);
  if (!loaded?.default) throw new RemoteUnavailableError(id);
  return loaded;
}

/**
 * A component a remote exposes, e.g. mf_account's WelcomeSurvey, typed as the shell expects it
 * (remote-modules.ts).
 */
export function loadRemoteComponent<R extends RemoteName, M extends ModuleOf<R>>(
  remote: R,
  module: M,
): Promise<{ default: RemoteModules[R][M] }> {
  return loadDefault(remote, module);
}

/** A page of a route table (routes.ts), which names its remote and module. */
export function loadRemoteRoute(remote: string, module: string): Promise<RemoteRouteModule> {
  return loadDefault(remote, module);
}
