import { useCallback, useState } from 'react';
import { toast } from '@shop/ui';
import { resendVerification } from '../api/account-api';
import { authErrorMessage } from '../api/auth-error-message';

/**
 * Sends a new verification link and toasts the server's answer (the same whether or not the
 * address is known), or the failure: the server's message, else `fallback`. Resolves to whether
 * it was sent.
 */
export function useResendVerification(fallback: string) {
  const [sending, setSending] = useState(false);
  const resend = useCallback(
    async (email: string): Promise<boolean> => {
      setSending(true);
      try {
        const answer = await resendVerification(email.trim());
        toast.success(answer.message);
        return true;
      } catch (error) {
        toast.error(authErrorMessage(error, fallback));
        return false;
      } finally {
        setSending(false);
      }
    },
    [fallback],
  );
  return { sending, resend };
}
