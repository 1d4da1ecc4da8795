import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { Button } from '@shop/ui';
import { useToken } from '@shop/storefront-sdk';
import styles from './account-frame.module.css';

type Mode = 'Login' | 'Sign Up';

/** /login: the Login / Sign Up frame; the calls behind it arrive with the auth feature. */
export default function LoginRoute() {
  const token = useToken();
  const [mode, setMode] = useState<Mode>('Login');

  if (token) return <Navigate to="/" replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  const signingUp = mode === 'Sign Up';

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{mode}</h1>
        <form className={styles.form} onSubmit={submit}>
          {signingUp && (
            <input name="name" placeholder="Name" aria-label="Name" autoComplete="name" required />
          )}
          <input
            name="email"
            type="email"
            placeholder="Email"
            aria-label="Email"
            autoComplete="email"
            required
          />
          <input
            name="password"
            type="password"
            placeholder="Password"
            aria-label="Password"
            autoComplete={signingUp ? 'new-password' : 'current-password'}
            required
          />
          {signingUp && (
            <p className={styles.hint}>At least 8 characters, with letters and numbers.</p>
          )}
          <div className={styles.links}>
            <span>Forgot your password?</span>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => setMode(signingUp ? 'Login' : 'Sign Up')}
            >
              {signingUp ? 'Login here' : 'Create account'}
            </button>
          </div>
          <Button type="submit" block>
            {signingUp ? 'Sign Up' : 'Sign In'}
          </Button>
        </form>
        <div className={styles.resend}>
          <Button variant="ghost" size="sm">
            Resend Verification Email
          </Button>
        </div>
      </div>
    </div>
  );
}
