import { useServerRender } from '@shop/storefront-sdk';
import { FederatedRoute } from '../federation/federated-route';
import { renderedInBrowser } from '../federation/server-regions';
import { ADMIN_ROUTE } from '../routes';
import { AdminGate } from './admin-gate';

/** /admin and below: the gate, then mf-admin. Fetched only when an admin address is opened. */
export function AdminRoute() {
  // The gate decides on the token stored in the browser, which the server never sees: hydrated,
  // it would act on no token and leave for /login. The browser renders it on its own.
  if (useServerRender()) throw renderedInBrowser('the admin gate reads the browser’s token');
  return (
    <AdminGate>
      <FederatedRoute remote={ADMIN_ROUTE.remote} module={ADMIN_ROUTE.module} />
    </AdminGate>
  );
}
