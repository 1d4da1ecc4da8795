import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { FederatedRoute } from './federation/federated-route';
import { SiteLayout } from './layout/site-layout';
import { AboutPage } from './pages/about-page';
import { ContactPage } from './pages/contact-page';
import { FaqPage } from './pages/faq-page';
import { InfoPage } from './pages/info-page';
import { INFO_PAGES } from './pages/info-pages';
import { NotFoundPage } from './pages/not-found-page';
import { ShippingPage } from './pages/shipping-page';
import { REMOTE_ROUTES } from './routes';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<SiteLayout />}>
          {REMOTE_ROUTES.map(({ path, remote, module }) => (
            <Route
              key={path}
              path={path}
              // Keyed by module: a region's failure state must not carry over to another page.
              element={
                <FederatedRoute key={`${remote}/${module}`} remote={remote} module={module} />
              }
            />
          ))}
          <Route path="/about" element={<AboutPage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="/faq" element={<FaqPage />} />
          <Route path="/shipping" element={<ShippingPage />} />
          {INFO_PAGES.map(({ path, title, lead }) => (
            <Route key={path} path={path} element={<InfoPage title={title} lead={lead} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
