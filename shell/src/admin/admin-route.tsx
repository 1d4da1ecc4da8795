import { FederatedRoute } from '../federation/federated-route';
import { ADMIN_ROUTE } from '../routes';
import { AdminGate } from './admin-gate';

/** /admin and below: the gate, then mf-admin. Fetched only when an admin address is opened. */
export function AdminRoute() {
  return (
    <AdminGate>
      <FederatedRoute remote={ADMIN_ROUTE.remote} module={ADMIN_ROUTE.module} />
    </AdminGate>
  );
}
