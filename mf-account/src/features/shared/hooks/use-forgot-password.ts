import { useCallback, useState } from 'react';
import { forgotPassword } from '../api/account-api';
import { authErrorMessage } from '../api/auth-error-message';
import { RESET_MESSAGES } from '../../../messages';

export type ForgotPasswordRequest =
  | { status: 'editing' }
  | { status: 'sending' }
  | { status: 'sent'; message: string }
  | { status: 'failed'; message: string };

/**
 * Asks for a password reset link. The server's answer is the same whether or not the address
 * has an account, so it is shown as it is; a failure is the server's message, else the fallback.
 */
export function useForgotPassword() {
  const [request, setRequest] = useState<ForgotPasswordRequest>({ status: 'editing' });
  const send = useCallback(async (email: string) => {
    setRequest({ status: 'sending' });
    try {
      const answer = await forgotPassword(email.trim());
      setRequest({ status: 'sent', message: answer.message });
    } catch (error) {
      setRequest({
        status: 'failed',
        message: authErrorMessage(error, RESET_MESSAGES.requestFailed),
      });
    }
  }, []);
  return { request, send };
}
