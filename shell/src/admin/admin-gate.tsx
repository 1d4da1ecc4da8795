import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { tokenStore, useToken } from '@shop/storefront-sdk';
import { Spinner } from '@shop/ui';
import styles from './admin-gate.module.css';
import { debugToken } from './debug-token';

type Verdict = 'checking' | 'admin' | 'refused';

/**
 * Admin spec §2, the access gate of /admin: the server reads the stored token and only a token
 * it decodes with the admin flag opens the back office; no token, another token or a failed check
 * (only logged) sends the visitor to /login. mf-admin is loaded only once the gate opens, so a
 * shopper's browser never fetches it.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const token = useToken();
  const [verdict, setVerdict] = useState<Verdict>(token ? 'checking' : 'refused');

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
  if (verdict === 'refused' || !token) return <Navigate to="/login" replace />;
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
