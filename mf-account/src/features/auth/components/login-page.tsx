import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { tokenStore } from '@shop/storefront-sdk';
import { AuthForm } from './auth-form';
import styles from '../../shared/components/account-frame.module.css';

/** Login and Sign Up. A visitor who arrives signed in goes home. */
export function LoginPage() {
  // Read on arrival only: a sign-in on this page navigates by itself, to the back office for an
  // admin, which a redirect following the token would race.
  const [signedInOnArrival] = useState(() => tokenStore.get() !== null);
  if (signedInOnArrival) return <Navigate to="/" replace />;

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <AuthForm />
      </div>
    </div>
  );
}
