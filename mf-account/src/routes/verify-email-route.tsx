import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../features/shared/components/page-title';
import { Verification } from '../features/verify-email/components/verification';
import { VerificationFailed } from '../features/verify-email/components/verification-failed';
import { VERIFY_MESSAGES } from '../messages';
import styles from '../features/shared/components/account-frame.module.css';

/** /verify-email?token=...: the link from the verification e-mail. */
export default function VerifyEmailRoute() {
  const token = useSearchParams()[0].get('token')?.trim();

  return (
    <div className={styles.page}>
      <div className={`${styles.card} ${styles.medium}`}>
        <PageTitle description="Confirm the e-mail address of your new account.">
          Email Verification
        </PageTitle>
        {token ? (
          // Keyed by token: another link opened in this tab starts from "verifying" again.
          <Verification key={token} token={token} />
        ) : (
          <VerificationFailed message={VERIFY_MESSAGES.noToken} />
        )}
      </div>
    </div>
  );
}
