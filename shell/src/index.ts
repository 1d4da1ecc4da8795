// No asynchronous boundary: the shell provides the shared modules (React, the router, the
// storefront SDK) from this entry (eager sharing, scripts/rspack/federated-app.mjs), so they are
// ready before any remote asks for them.
import './bootstrap';
