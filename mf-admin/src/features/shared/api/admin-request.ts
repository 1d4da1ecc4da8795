import type { AnswerOf, AnswerSchema } from '@shop/contracts';
import { apiRequest, isApiError, type ApiRequestOptions, API_MESSAGES } from '@shop/storefront-sdk';
import { toast } from '@shop/ui';

/**
 * docs/product/api-and-errors.md#back-office-errors: what the server's refusals of an admin call
 * mean to the admin.
 */
export const ADMIN_MESSAGES = {
  sessionExpired: 'Session expired. Please login again.',
  accessDenied: 'Access denied. Admin privileges required.',
} as const;

/**
 * An admin call, its answer read as apiRequest reads it: the stored token as a Bearer header. A
 * 401 ends the session: apiRequest clears the token, the admin layout goes to /login, and this
 * says why once. A 403 says the account is not an admin's.
 */
export async function adminRequest<Schema extends AnswerSchema>(
  schema: Schema | undefined,
  path: string,
  options: Omit<ApiRequestOptions, 'auth'> & { auth?: 'bearer' | 'none' } = {},
): Promise<AnswerOf<Schema>> {
  try {
    return await apiRequest(schema, path, { auth: 'bearer', ...options });
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      toast.error(ADMIN_MESSAGES.sessionExpired, { id: 'admin-session-expired' });
    }
    throw error;
  }
}

/**
 * The message to show for a failed admin call (docs/product/api-and-errors.md#back-office-errors):
 * the session and permission messages for 401 and 403, else the server's own message, else the
 * screen's fallback.
 */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 401) return ADMIN_MESSAGES.sessionExpired;
  if (error.status === 403) return ADMIN_MESSAGES.accessDenied;
  if (error.isNetworkError) return API_MESSAGES.network;
  return error.serverMessage ?? fallback;
}
