import { isApiError } from '@shop/storefront-sdk';

/**
 * docs/product/api-and-errors.md#auth-errors: what a sign-in, sign-up or verification screen says
 * when a call fails.
 */
export const AUTH_ERROR_MESSAGES = {
  failed: 'Authentication failed',
  network: 'Network error. Please check your connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/**
 * The server's message when it answered with one, else the screen's own `fallback` ('Login
 * failed', 'Registration failed' ...); a call that got no answer reads as a network error, and
 * anything that is not a failed call as unexpected.
 */
export function authErrorMessage(
  error: unknown,
  fallback: string = AUTH_ERROR_MESSAGES.failed,
): string {
  if (!isApiError(error)) return AUTH_ERROR_MESSAGES.unexpected;
  if (error.isNetworkError) return AUTH_ERROR_MESSAGES.network;
  return error.serverMessage ?? fallback;
}
