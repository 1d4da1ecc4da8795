import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiRequest, devContracts, isApiError, signOut, useToken } from '@shop/storefront-sdk';
import { ProfileIcon } from './icons';
import styles from './navbar.module.css';

/**
 * Signed out: a way to the login page. Signed in: My Profile, Orders, Logout and Log out
 * everywhere, which ends the account's sessions on every device.
 */
export function ProfileMenu() {
  const token = useToken();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [ending, setEnding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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
    setFailure(null);
  };
  // The survey answer goes too, so the next shopper on this browser is asked.
  const logout = () => {
    signOut();
    close();
    void navigate('/');
  };
  const logoutEverywhere = async () => {
    setEnding(true);
    setFailure(null);
    try {
      await apiRequest(devContracts?.logoutAllResponseSchema, '/api/user/logout-all', {
        method: 'POST',
        auth: 'token',
      });
      logout();
    } catch (error) {
      // A session already ended elsewhere is signed out here by the 401 itself.
      if (isApiError(error) && error.status === 401) logout();
      else setFailure(isApiError(error) ? error.message : String(error));
    } finally {
      setEnding(false);
    }
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
          <button type="button" role="menuitem" onClick={logout}>
            Logout
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={() => void logoutEverywhere()}
            disabled={ending}
          >
            {ending ? 'Logging out…' : 'Log out everywhere'}
          </button>
          {failure && (
            <p className={styles.profileMenuError} role="alert">
              {failure}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
