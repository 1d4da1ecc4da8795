import { Link } from 'react-router-dom';
import { buttonClassName, Spinner } from '@shop/ui';
import { OutcomePanel } from '../../shared/components/outcome-panel';
import { useVerification } from '../hooks/use-verification';
import { VerificationFailed } from './verification-failed';
import { VerificationSucceeded } from './verification-succeeded';
import styles from './verification.module.css';

/** docs/product/account.md#e-mail-verification: verifying, then success or error, for one link. */
export function Verification({ token }: { token: string }) {
  const verification = useVerification(token);
  if (verification.status === 'verified') {
    return <VerificationSucceeded message={verification.message} />;
  }
  if (verification.status === 'used') {
    return (
      <OutcomePanel
        outcome="succeeded"
        heading="Your email is already verified"
        message={verification.message}
        actions={
          <Link to="/login" className={buttonClassName()}>
            Go to Login
          </Link>
        }
      />
    );
  }
  if (verification.status === 'failed') {
    return <VerificationFailed message={verification.message} />;
  }
  return (
    <div className={styles.verifying}>
      <Spinner size="lg" label="Verifying" />
      <p className={styles.verifyingText}>Verifying your email…</p>
    </div>
  );
}
