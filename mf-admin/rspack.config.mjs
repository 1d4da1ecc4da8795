import { federatedApp } from '../scripts/rspack/federated-app.mjs';

export default federatedApp({
  name: 'mf_admin',
  title: 'Admin Panel · Leather & Last',
  exposes: {
    './AdminRoute': './src/routes/admin-route.tsx',
  },
});
