// Runs mf-admin on its own (npm run dev -w mf-admin), without the shell around it.
import { Navigate, Route } from 'react-router-dom';
import { runStandalone } from '@shop/storefront-sdk/src/standalone';
import '@shop/ui/src/tokens.css';
import AdminRoute from './routes/admin-route';

runStandalone({
  name: 'mf-admin',
  routes: (
    <>
      <Route path="/" element={<Navigate to="/admin/dashboard" replace />} />
      <Route path="/admin/*" element={<AdminRoute />} />
    </>
  ),
});
