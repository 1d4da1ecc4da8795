import type { ReactNode } from 'react';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';
import styles from './admin-layout.module.css';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.admin}>
      <AdminHeader />
      <div className={styles.body}>
        <AdminSidebar />
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
