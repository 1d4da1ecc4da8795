import type { DebugTokenResponse } from '@shop/contracts';
import { apiRequest, devContracts } from '@shop/storefront-sdk';

/** POST /api/admin/debug-token: the server's reading of the stored token (the admin gate). */
export function debugToken(): Promise<DebugTokenResponse> {
  return apiRequest(devContracts?.debugTokenResponseSchema, '/api/admin/debug-token', {
    method: 'POST',
    auth: 'bearer',
  });
}
