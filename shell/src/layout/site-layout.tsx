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
import { ScrollToTop } from './scroll-to-top';
import { TopStrip } from './top-strip';
import styles from './site-layout.module.css';

export function SiteLayout() {
  const { pathname } = useLocation();
  usePageTracking();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <TopStrip />
      <Navbar />
      {/* Focusable so the skip link moves keyboard focus, not only the scroll position. */}
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* The shell's own pages load on demand too; the spinner holds their place meanwhile. */}
        <Suspense fallback={<RegionLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ToastHost />
      {!isAdminPath(pathname) && <SurveyGate />}
      <ChatLauncher />
      <ScrollToTop />
    </div>
  );
}
