import { isApiError } from '@shop/storefront-sdk';
import { MEASUREMENTS_MESSAGES } from '../../../messages';

/**
 * docs/product/account.md#measurements: the server's message, else 'Server error occurred'; no
 * answer: 'Unable to connect to server'; anything else: the action's own failure ('Failed to
 * save measurements' ...).
 */
export function measurementsErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.isNetworkError) return MEASUREMENTS_MESSAGES.cannotConnect;
  return error.serverMessage ?? MEASUREMENTS_MESSAGES.serverError;
}
