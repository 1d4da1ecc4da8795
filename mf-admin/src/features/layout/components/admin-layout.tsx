import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useToken } from '@shop/storefront-sdk';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';
import styles from './admin-layout.module.css';

/** The admin shell. Without a token (signed out, or the session ended) it goes to /login. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const token = useToken();
  if (!token) return <Navigate to="/login" replace />;

  return (
    <div className={styles.admin} data-release={process.env.SHOP_RELEASE}>
      <AdminHeader />
      <div className={styles.body}>
        <AdminSidebar />
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
