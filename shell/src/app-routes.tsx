import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FederatedRoute } from './federation/federated-route';
import { SiteLayout } from './layout/site-layout';
import { FOOTER_PAGES } from './pages/footer-pages';
import { NotFoundPage } from './pages/not-found-page';
import { ADMIN_ROUTE, REMOTE_ROUTES } from './routes';

// The shell's own pages and the admin gate, fetched when opened.
const AdminRoute = lazy(() =>
  import('./admin/admin-route').then((m) => ({ default: m.AdminRoute })),
);
const AboutPage = lazy(() => import('./pages/about-page').then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() =>
  import('./pages/contact-page').then((m) => ({ default: m.ContactPage })),
);
const FaqPage = lazy(() => import('./pages/faq-page').then((m) => ({ default: m.FaqPage })));
const ShippingPage = lazy(() =>
  import('./pages/shipping-page').then((m) => ({ default: m.ShippingPage })),
);

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
        <Route path={ADMIN_ROUTE.path} element={<AdminRoute />} />
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
