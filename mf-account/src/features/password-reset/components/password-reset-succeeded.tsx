import { Link } from 'react-router-dom';
import { buttonClassName } from '@shop/ui';
import { OutcomePanel } from '../../shared/components/outcome-panel';

/** The new password is set; the shopper logs in with it (the reset signs no one in). */
export function PasswordResetSucceeded({ message }: { message: string }) {
  return (
    <OutcomePanel
      outcome="succeeded"
      heading="Password reset"
      message={message}
      actions={
        <Link to="/login" className={buttonClassName()}>
          Login
        </Link>
      }
    />
  );
}
