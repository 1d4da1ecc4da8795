import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
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

export async function loadRemoteRoute(remote: string, module: string): Promise<RemoteRouteModule> {
  const id = `${remote}/${module}`;
  const loaded = await loadRemote<RemoteRouteModule>(id);
  if (!loaded?.default) throw new RemoteUnavailableError(id);
  return loaded;
}
