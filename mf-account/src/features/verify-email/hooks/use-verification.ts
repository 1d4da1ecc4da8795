import { useEffect, useState } from 'react';
import { verificationErrorMessage } from '../api/verification-error-message';
import { verifyEmailOnce } from '../api/verify-email-once';

export type Verification =
  | { status: 'verifying' }
  | { status: 'verified'; message: string }
  | { status: 'failed'; message: string };

/** Spec §4: verifying, then verified or failed. */
export function useVerification(token: string): Verification {
  const [verification, setVerification] = useState<Verification>({ status: 'verifying' });

  useEffect(() => {
    let current = true;
    verifyEmailOnce(token).then(
      (answer) => current && setVerification({ status: 'verified', message: answer.message }),
      (error: unknown) =>
        current && setVerification({ status: 'failed', message: verificationErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return verification;
}
