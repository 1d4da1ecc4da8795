import { NavLink, useLocation } from 'react-router-dom';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';
import styles from './admin-layout.module.css';

// The dashboard is the Add New Product screen, so Add Product is its menu entry too.
const ALSO_ACTIVE_ON: Record<string, string> = { '/admin/add': '/admin/dashboard' };

export function AdminSidebar() {
  const { pathname } = useLocation();
  const itemClass =
    (to: string) =>
    ({ isActive }: { isActive: boolean }) =>
      isActive || ALSO_ACTIVE_ON[to] === pathname
        ? `${styles.navItem} ${styles.active}`
        : styles.navItem;

  return (
    <nav className={styles.sidebar} aria-label="Admin">
      {ADMIN_NAV_ITEMS.map((item) => (
        <NavLink key={item.to} to={item.to} className={itemClass(item.to)}>
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
