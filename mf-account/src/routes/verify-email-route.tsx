import { Link, useSearchParams } from 'react-router-dom';
import { Spinner, buttonClassName } from '@shop/ui';
import styles from './account-frame.module.css';

/** /verify-email?token=...: the frame of e-mail verification; the call arrives with the auth feature. */
export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Email Verification</h1>
        <div className={styles.status}>
          {token ? (
            <>
              <Spinner size="lg" />
              <p>Verifying your email…</p>
            </>
          ) : (
            <>
              <p>Invalid verification link. No token provided.</p>
              <Link to="/login" className={buttonClassName({ variant: 'secondary' })}>
                Go to Login
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
