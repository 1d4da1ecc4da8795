import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@shop/ui';
import { ForgotPasswordDialog } from '../../shared/components/forgot-password-dialog';
import { OutcomePanel } from '../../shared/components/outcome-panel';
import { RESET_FAILURE_REASONS } from '../../../messages';

/** The link does not work: the server's reason, the usual causes, and a way to a new link. */
export function PasswordResetFailed({ message }: { message: string }) {
  const [requestOpen, setRequestOpen] = useState(false);

  return (
    <>
      <OutcomePanel
        outcome="failed"
        heading="Password reset failed"
        message={message}
        reasons={RESET_FAILURE_REASONS}
        actions={
          <>
            <Button onClick={() => setRequestOpen(true)}>Request New Reset Link</Button>
            <Link to="/login" className={buttonClassName({ variant: 'secondary' })}>
              Go to Login
            </Link>
          </>
        }
      />
      <ForgotPasswordDialog open={requestOpen} onClose={() => setRequestOpen(false)} />
    </>
  );
}
