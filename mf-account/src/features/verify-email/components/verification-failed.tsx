import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@shop/ui';
import { OutcomePanel } from '../../shared/components/outcome-panel';
import { ResendVerificationDialog } from '../../shared/components/resend-verification-dialog';
import { VERIFY_FAILURE_REASONS } from '../../../messages';

/**
 * docs/product/account.md#e-mail-verification: the reason, the usual causes, a way to a new link.
 */
export function VerificationFailed({ message }: { message: string }) {
  const [resendOpen, setResendOpen] = useState(false);

  return (
    <>
      <OutcomePanel
        outcome="failed"
        heading="Verification failed"
        message={message}
        reasons={VERIFY_FAILURE_REASONS}
        actions={
          <>
            <Button onClick={() => setResendOpen(true)}>Request New Verification Email</Button>
            <Link to="/login" className={buttonClassName({ variant: 'secondary' })}>
              Go to Login
            </Link>
          </>
        }
      />
      <ResendVerificationDialog open={resendOpen} onClose={() => setResendOpen(false)} />
    </>
  );
}
