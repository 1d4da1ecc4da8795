import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { tokenStore } from '@shop/storefront-sdk';
import { Spinner } from '@shop/ui';
import styles from './admin-gate.module.css';
import { debugToken } from './debug-token';

type Verdict = 'checking' | 'admin' | 'refused';

/**
 * The stored token, or undefined where it cannot be read yet: on the server, and while the browser
 * takes over the page the server sent. An admin who opens /admin directly is not turned away then.
 */
const tokenNotYetRead = () => undefined;
const useStoredToken = () =>
  useSyncExternalStore(tokenStore.subscribe, tokenStore.get, tokenNotYetRead);

/**
 * docs/product/admin.md#access-gate: the server reads the stored token and only a token it
 * decodes with the admin flag opens the back office; no token, another token or a failed check
 * (only logged) sends the visitor to /login. mf-admin is loaded only once the gate opens, so a
 * shopper's browser never fetches it.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const token = useStoredToken();
  const [verdict, setVerdict] = useState<Verdict>(token === null ? 'refused' : 'checking');

  useEffect(() => {
    if (!tokenStore.get()) return;
    let current = true;
    debugToken().then(
      ({ decoded }) => current && setVerdict(decoded.isAdmin ? 'admin' : 'refused'),
      (error: unknown) => {
        console.error('[shop] admin check failed', error);
        if (current) setVerdict('refused');
      },
    );
    return () => {
      current = false;
    };
  }, []);

  // A sign-out, here or in another tab, closes the back office too.
  if (verdict === 'refused' || token === null) return <Navigate to="/login" replace />;
  if (verdict === 'checking') {
    return (
      <div className={styles.checking} role="status">
        <Spinner size="lg" label="" />
        <p>Loading</p>
      </div>
    );
  }
  return children;
}
