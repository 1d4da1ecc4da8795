import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { usePageTracking } from '@shop/storefront-sdk';
import { ToastHost } from '@shop/ui';
import { ChatLauncher } from '../chat/chat-launcher';
import { RegionLoading } from '../federation/region-loading';
import { isAdminPath } from '../routes';
import { SurveyGate } from '../survey/survey-gate';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { RouteFocus } from './route-focus';
import { ScrollToTop } from './scroll-to-top';
import { TopStrip } from './top-strip';
import styles from './site-layout.module.css';

/**
 * Every page's frame: the storefront's chrome around shop pages; the back office draws its own
 * (sidebar and header) inside `main`, with only the toasts shared.
 */
export function SiteLayout() {
  const shop = !isAdminPath(useLocation().pathname);
  usePageTracking();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      {shop && <TopStrip />}
      {shop && <Navbar />}
      {/* Focusable so the skip link moves keyboard focus, not only the scroll position. */}
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* The shell's own pages load on demand too; the spinner holds their place meanwhile. */}
        <Suspense fallback={<RegionLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {shop && <Footer />}
      <ToastHost />
      {shop && <SurveyGate />}
      {shop && <ChatLauncher />}
      <ScrollToTop />
      <RouteFocus mainId="main" />
    </div>
  );
}
