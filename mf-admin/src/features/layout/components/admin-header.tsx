import { useNavigate } from 'react-router-dom';
import { Button } from '@shop/ui';
import { signOut, useTokenClaims } from '@shop/storefront-sdk';
import styles from './admin-layout.module.css';

/**
 * docs/product/admin.md#admin-shell: greeting by the name in the stored token ('Admin' without
 * one), and Logout.
 */
export function AdminHeader() {
  const navigate = useNavigate();
  const name = useTokenClaims()?.name ?? 'Admin';
  const logout = () => {
    signOut();
    void navigate('/login');
  };

  return (
    <header className={styles.header}>
      <p className={styles.brand}>Admin Panel</p>
      <div className={styles.user}>
        <span>Welcome, {name}</span>
        <Button variant="secondary" size="sm" onClick={logout}>
          Logout
        </Button>
      </div>
    </header>
  );
}
