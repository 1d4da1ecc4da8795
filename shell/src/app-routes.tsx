import { Route, Routes } from 'react-router-dom';
import { AdminGate } from './admin/admin-gate';
import { FederatedRoute } from './federation/federated-route';
import { SiteLayout } from './layout/site-layout';
import { AboutPage } from './pages/about-page';
import { ContactPage } from './pages/contact-page';
import { FaqPage } from './pages/faq-page';
import { FOOTER_PAGES } from './pages/footer-pages';
import { NotFoundPage } from './pages/not-found-page';
import { ShippingPage } from './pages/shipping-page';
import { ADMIN_ROUTE, REMOTE_ROUTES } from './routes';

/** Every page of the shop, inside the site layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {REMOTE_ROUTES.map(({ path, remote, module }) => (
          <Route
            key={path}
            path={path}
            // Keyed by module: a region's failure state must not carry over to another page.
            element={<FederatedRoute key={`${remote}/${module}`} remote={remote} module={module} />}
          />
        ))}
        <Route
          path={ADMIN_ROUTE.path}
          element={
            <AdminGate>
              <FederatedRoute remote={ADMIN_ROUTE.remote} module={ADMIN_ROUTE.module} />
            </AdminGate>
          }
        />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/faq" element={<FaqPage />} />
        <Route path="/shipping" element={<ShippingPage />} />
        {FOOTER_PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
