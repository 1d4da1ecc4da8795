import { Link } from 'react-router-dom';
import { buttonClassName } from '@shop/ui';
import { OutcomePanel } from '../../shared/components/outcome-panel';
import { VERIFIED_REDIRECT_SECONDS } from '../../../constants';
import { useRedirectCountdown } from '../hooks/use-redirect-countdown';
import styles from './verification.module.css';

/** docs/product/account.md#e-mail-verification: signed in; home after a 5-second countdown. */
export function VerificationSucceeded({ message }: { message: string }) {
  const left = useRedirectCountdown(VERIFIED_REDIRECT_SECONDS, '/');

  return (
    <OutcomePanel
      outcome="succeeded"
      heading="Email verified"
      message={message}
      actions={
        <Link to="/" replace className={buttonClassName()}>
          Continue Shopping
        </Link>
      }
    >
      <p className={styles.countdown}>
        Redirecting to the home page in {left} second{left === 1 ? '' : 's'}…
      </p>
    </OutcomePanel>
  );
}
