import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useToken } from '@shop/storefront-sdk';
import { ProfileIcon } from './icons';
import styles from './navbar.module.css';
import { useSignOut } from './use-sign-out';

/**
 * Signed out: a way to the login page. Signed in: My Profile, Orders, Logout and Log out
 * everywhere, which ends the account's sessions on every device.
 */
export function ProfileMenu() {
  const token = useToken();
  const [open, setOpen] = useState(false);
  const account = useSignOut(() => setOpen(false));
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (!token) {
    return (
      <Link to="/login" className={styles.iconButton} aria-label="Login">
        <ProfileIcon />
      </Link>
    );
  }

  const close = () => {
    setOpen(false);
    account.clearFailure();
  };

  return (
    <div className={styles.profile} ref={menuRef}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <ProfileIcon />
      </button>
      {open && (
        <div className={styles.profileMenu} role="menu">
          <Link role="menuitem" to="/profile" onClick={close}>
            My Profile
          </Link>
          <Link role="menuitem" to="/orders" onClick={close}>
            Orders
          </Link>
          <button type="button" role="menuitem" onClick={account.logout}>
            Logout
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={() => void account.logoutEverywhere()}
            disabled={account.ending}
          >
            {account.ending ? 'Logging out…' : 'Log out everywhere'}
          </button>
          {account.failure && (
            <p className={styles.profileMenuError} role="alert">
              {account.failure}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
