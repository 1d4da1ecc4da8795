import { useServerRender } from '@shop/storefront-sdk';
import { RemoteRegion, type RemoteLoader } from './remote-region';
import { loadRemoteRoute, refreshRemote } from './remotes';
import { serverRegionLoader } from './server-regions';

const loaders = new Map<string, RemoteLoader>();

function loaderFor(remote: string, module: string): RemoteLoader {
  const id = `${remote}/${module}`;
  let load = loaders.get(id);
  if (!load) {
    load = () => loadRemoteRoute(remote, module);
    loaders.set(id, load);
  }
  return load;
}

/** A route whose page comes from a remote, e.g. mf_catalog's HomeRoute. */
export function FederatedRoute({ remote, module }: { remote: string; module: string }) {
  const server = useServerRender();
  if (server) return <RemoteRegion load={serverRegionLoader(server, remote, module)} />;
  return (
    <RemoteRegion load={loaderFor(remote, module)} beforeRetry={() => refreshRemote(remote)} />
  );
}
