import type { SurveyStatusResponse } from '@shop/contracts';
import { apiRequest, devContracts } from '@shop/storefront-sdk';

/** GET /api/analytics/survey/status: whether the signed-in shopper has answered. */
export function getSurveyStatus(): Promise<SurveyStatusResponse> {
  return apiRequest(devContracts?.surveyStatusResponseSchema, '/api/analytics/survey/status', {
    auth: 'bearer',
  });
}
