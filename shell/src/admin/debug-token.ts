import { debugTokenResponseSchema, type DebugTokenResponse } from '@shop/contracts';
import { apiRequest, checkContract } from '@shop/storefront-sdk';

/** Spec §8: an answer that breaks its contract (checked outside production only). */
const INVALID_ANSWER = 'Invalid response format';

/** POST /api/admin/debug-token: the server's reading of the stored token (the admin gate). */
export async function debugToken(): Promise<DebugTokenResponse> {
  const answer = await apiRequest<DebugTokenResponse>('/api/admin/debug-token', {
    method: 'POST',
    auth: 'bearer',
  });
  if (process.env.NODE_ENV !== 'production') {
    checkContract(debugTokenResponseSchema, answer, INVALID_ANSWER);
  }
  return answer;
}
