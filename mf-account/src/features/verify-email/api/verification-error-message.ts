import { isApiError } from '@shop/storefront-sdk';
import { VERIFY_MESSAGES } from '../../../messages';

/**
 * docs/product/account.md#e-mail-verification: the server's reason (unknown, expired, used or
 * superseded link); without one, a 404 means the service is missing; no answer, a connection
 * problem.
 */
export function verificationErrorMessage(error: unknown): string {
  if (!isApiError(error)) return VERIFY_MESSAGES.failed;
  if (error.isNetworkError) return VERIFY_MESSAGES.cannotConnect;
  if (error.kind === 'format' && error.message === VERIFY_MESSAGES.nonJson) {
    return VERIFY_MESSAGES.nonJson;
  }
  if (error.serverMessage) return error.serverMessage;
  if (error.status === 404) return VERIFY_MESSAGES.serviceNotFound;
  return VERIFY_MESSAGES.failed;
}
