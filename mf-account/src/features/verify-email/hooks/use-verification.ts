import { useEffect, useState } from 'react';
import { isApiError } from '@shop/storefront-sdk';
import { verificationErrorMessage } from '../api/verification-error-message';
import { verifyEmailOnce } from '../api/verify-email-once';

export type Verification =
  | { status: 'verifying' }
  | { status: 'verified'; message: string }
  /** The link was used before: the address is verified, only this visit signs no one in. */
  | { status: 'used'; message: string }
  | { status: 'failed'; message: string };

/**
 * docs/product/account.md#e-mail-verification: verifying, then verified or failed (or verified by
 * an earlier use of the link).
 */
export function useVerification(token: string): Verification {
  const [verification, setVerification] = useState<Verification>({ status: 'verifying' });

  useEffect(() => {
    let current = true;
    verifyEmailOnce(token).then(
      (answer) => current && setVerification({ status: 'verified', message: answer.message }),
      (error: unknown) =>
        current &&
        setVerification({
          status: isApiError(error) && error.status === 409 ? 'used' : 'failed',
          message: verificationErrorMessage(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return verification;
}
