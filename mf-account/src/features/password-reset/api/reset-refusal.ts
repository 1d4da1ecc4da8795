import { isApiError } from '@shop/storefront-sdk';
import { authErrorMessage } from '../../shared/api/auth-error-message';
import { RESET_MESSAGES } from '../../../messages';

/**
 * Why a reset did not happen, and where the page says so:
 * - `password`: the server refused the new password (beside the field; the link still works);
 * - `link`: the link does not work (used, expired, replaced, unknown): the page's error state;
 * - `retry`: no answer, too many attempts, a server fault: under the form, to try again.
 */
export type ResetRefusal = { where: 'password' | 'link' | 'retry'; message: string };

export function resetRefusalOf(error: unknown): ResetRefusal {
  const message = authErrorMessage(error, RESET_MESSAGES.resetFailed);
  if (!isApiError(error) || error.status !== 400 || !error.serverMessage) {
    return { where: 'retry', message };
  }
  const listed = (error.body as { errors?: Array<{ field?: unknown }> } | undefined)?.errors;
  const aboutPassword = listed?.some((item) => item?.field === 'password');
  return { where: aboutPassword ? 'password' : 'link', message };
}
