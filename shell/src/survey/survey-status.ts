import type { SurveyStatusResponse } from '@shop/contracts';
import { apiRequest } from '@shop/storefront-sdk';

/** GET /api/analytics/survey/status: whether the signed-in shopper has answered. */
export function getSurveyStatus(): Promise<SurveyStatusResponse> {
  return apiRequest<SurveyStatusResponse>('/api/analytics/survey/status', { auth: 'bearer' });
}
