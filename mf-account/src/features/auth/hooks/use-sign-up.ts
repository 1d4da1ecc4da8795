import { useCallback } from 'react';
import { track, trackActivity } from '@shop/storefront-sdk';
import { AUTH_MESSAGES } from '../../../messages';
import { register, type SignUp } from '../../shared/api/account-api';
import { authErrorMessage } from '../../shared/api/auth-error-message';

export type SignUpResult =
  | { outcome: 'registered'; message: string; emailSent: boolean }
  | { outcome: 'failed'; message: string };

/** POST /api/user/register; the address must be verified before the first login. */
export function useSignUp() {
  return useCallback(async (signUp: SignUp): Promise<SignUpResult> => {
    try {
      const answer = await register(signUp);
      // No token yet (the address is verified first): the activity counts as the visitor's.
      track('sign_up', { method: 'email' });
      trackActivity('registration', { userId: answer.user._id, email: answer.user.email });
      return { outcome: 'registered', message: answer.message, emailSent: answer.emailSent };
    } catch (error) {
      return {
        outcome: 'failed',
        message: authErrorMessage(error, AUTH_MESSAGES.registrationFailed),
      };
    }
  }, []);
}
