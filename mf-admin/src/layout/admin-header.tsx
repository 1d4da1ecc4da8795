import { useNavigate } from 'react-router-dom';
import { Button } from '@shop/ui';
import { tokenStore } from '@shop/storefront-sdk';
import styles from './admin-layout.module.css';

export function AdminHeader() {
  const navigate = useNavigate();
  const logout = () => {
    tokenStore.clear();
    navigate('/login');
  };

  return (
    <header className={styles.header}>
      <p className={styles.brand}>Admin Panel</p>
      <div className={styles.user}>
        <span>Welcome, Admin</span>
        <Button variant="secondary" size="sm" onClick={logout}>
          Logout
        </Button>
      </div>
    </header>
  );
}
