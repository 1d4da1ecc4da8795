import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { tokenStore, track, trackActivity } from '@shop/storefront-sdk';
import { ADMIN_HOME_PATH } from '../../../constants';
import { AUTH_MESSAGES } from '../../../messages';
import {
  adminLogin,
  isUnverifiedLogin,
  login,
  type Credentials,
} from '../../shared/api/account-api';
import { authErrorMessage } from '../../shared/api/auth-error-message';

export type SignInResult =
  | { outcome: 'signed-in' }
  | { outcome: 'unverified'; email: string }
  | { outcome: 'failed'; message: string };

/**
 * docs/product/account.md#login-and-sign-up: the form first tries the admin login (success: the
 * back office); anyone who is not an admin is refused it with a 401, which is ignored, and the
 * customer login follows (success: the home page). An unverified address is reported for the
 * resend offer.
 */
export function useSignIn() {
  const navigate = useNavigate();

  return useCallback(
    async (credentials: Credentials): Promise<SignInResult> => {
      try {
        const admin = await adminLogin(credentials);
        tokenStore.set(admin.token);
        void navigate(ADMIN_HOME_PATH, { replace: true });
        return { outcome: 'signed-in' };
      } catch {
        // A 401 is every customer's answer here. Any other failure (no connection, too many
        // attempts) recurs on the customer login, which reports it.
      }
      try {
        const customer = await login(credentials);
        tokenStore.set(customer.token);
        track('login', { method: 'email' });
        trackActivity('login', { userId: customer.user._id, email: customer.user.email });
        void navigate('/', { replace: true });
        return { outcome: 'signed-in' };
      } catch (error) {
        if (isUnverifiedLogin(error)) {
          return { outcome: 'unverified', email: error.body.email || credentials.email };
        }
        return { outcome: 'failed', message: authErrorMessage(error, AUTH_MESSAGES.loginFailed) };
      }
    },
    [navigate],
  );
}
