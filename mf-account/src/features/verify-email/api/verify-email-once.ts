import type { VerifyEmailResponse } from '@shop/contracts';
import { tokenStore } from '@shop/storefront-sdk';
import { verifyEmail } from '../../shared/api/account-api';

// A verification link works once: a second call with its token would be refused as used, and
// would turn the success the shopper just had into an error. So there is one call per token for
// the life of the page, whatever StrictMode, re-renders or a remount do; later readers share it.
const verifications = new Map<string, Promise<VerifyEmailResponse>>();

/** POST /api/user/verify-email once per token; the login token it returns is stored. */
export function verifyEmailOnce(token: string): Promise<VerifyEmailResponse> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = verifyEmail(token).then((answer) => {
      tokenStore.set(answer.token);
      return answer;
    });
    verifications.set(token, verification);
  }
  return verification;
}
