import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../features/shared/components/page-title';
import { PasswordReset } from '../features/password-reset/components/password-reset';
import { PasswordResetFailed } from '../features/password-reset/components/password-reset-failed';
import { RESET_MESSAGES } from '../messages';
import styles from '../features/shared/components/account-frame.module.css';

/** /reset-password?token=...: the link from the password reset e-mail. */
export default function ResetPasswordRoute() {
  const token = useSearchParams()[0].get('token')?.trim();

  return (
    <div className={styles.page}>
      <div className={`${styles.card} ${styles.medium}`}>
        <PageTitle description="Choose a new password for your Leather & Last account.">
          Reset Password
        </PageTitle>
        {token ? (
          // Keyed by token: another link opened in this tab starts from an empty form.
          <PasswordReset key={token} token={token} />
        ) : (
          <PasswordResetFailed message={RESET_MESSAGES.noToken} />
        )}
      </div>
    </div>
  );
}
