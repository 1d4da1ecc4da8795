import type { MessageResponse, SurveyAnswerInput } from '@shop/contracts';
import { apiRequest, devContracts } from '@shop/storefront-sdk';

/** POST /api/analytics/survey (409 when already answered). */
export function submitSurvey(answer: SurveyAnswerInput): Promise<MessageResponse> {
  return apiRequest(devContracts?.messageResponseSchema, '/api/analytics/survey', {
    method: 'POST',
    auth: 'bearer',
    body: answer,
  });
}
