import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/**
 * For tests that `jest.mock('@module-federation/enhanced/runtime')`: every remote module loads as
 * a stand-in naming itself (`mf_admin/AdminRoute`), or as the component given for its id; the
 * mocked loadRemote records what was asked for.
 */
export function fakeRemotes(components: Record<string, ComponentType<never>> = {}) {
  const load = jest.mocked(loadRemote);
  load.mockReset();
  load.mockImplementation(async (id: string) => {
    const Component = components[id] ?? (() => <h1>{id}</h1>);
    return { default: Component } as never;
  });
  return {
    /** The ids of the remote modules loaded so far, e.g. ['mf_account/LoginRoute']. */
    loaded: () => load.mock.calls.map(([id]) => id),
  };
}
