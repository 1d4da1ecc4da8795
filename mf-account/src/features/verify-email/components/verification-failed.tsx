import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@shop/ui';
import { ResendVerificationDialog } from '../../../components/resend-verification-dialog';
import { VERIFY_FAILURE_REASONS } from '../../../messages';
import { VerificationResult } from './verification-result';
import styles from './verification.module.css';

/** Spec §2: the reason, the usual causes, and a way to a new link. */
export function VerificationFailed({ message }: { message: string }) {
  const [resendOpen, setResendOpen] = useState(false);

  return (
    <VerificationResult outcome="failed" heading="Verification failed" message={message}>
      <div className={styles.reasons}>
        <p>This can happen when:</p>
        <ul>
          {VERIFY_FAILURE_REASONS.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
      <div className={styles.actions}>
        <Button onClick={() => setResendOpen(true)}>Request New Verification Email</Button>
        <Link to="/login" className={buttonClassName({ variant: 'secondary' })}>
          Go to Login
        </Link>
      </div>
      <ResendVerificationDialog open={resendOpen} onClose={() => setResendOpen(false)} />
    </VerificationResult>
  );
}
