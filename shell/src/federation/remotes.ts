import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './remote-unavailable-error';

export type RemoteComponentModule<P = object> = { default: ComponentType<P> };
export type RemoteRouteModule = RemoteComponentModule;

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

/** A component a remote exposes, e.g. mf_account's WelcomeSurvey, with the props it takes. */
export async function loadRemoteComponent<P = object>(
  remote: string,
  module: string,
): Promise<RemoteComponentModule<P>> {
  const id = `${remote}/${module}`;
  const loaded = await loadRemote<RemoteComponentModule<P>>(id);
  if (!loaded?.default) throw new RemoteUnavailableError(id);
  return loaded;
}

export function loadRemoteRoute(remote: string, module: string): Promise<RemoteRouteModule> {
  return loadRemoteComponent(remote, module);
}
