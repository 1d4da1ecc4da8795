import { debugTokenResponseSchema, type DebugTokenResponse } from '@shop/contracts';
import { apiRequest, checkContract, INVALID_RESPONSE_FORMAT } from '@shop/storefront-sdk';

/** POST /api/admin/debug-token: the server's reading of the stored token (the admin gate). */
export async function debugToken(): Promise<DebugTokenResponse> {
  const answer = await apiRequest<DebugTokenResponse>('/api/admin/debug-token', {
    method: 'POST',
    auth: 'bearer',
  });
  if (process.env.NODE_ENV !== 'production') {
    checkContract(debugTokenResponseSchema, answer, INVALID_RESPONSE_FORMAT);
  }
  return answer;
}
