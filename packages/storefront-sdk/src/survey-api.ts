import type { MessageResponse, SurveyAnswerInput, SurveyStatusResponse } from '@shop/contracts';
import { apiRequest } from './api-client';

/** GET /api/analytics/survey/status: whether the signed-in shopper has answered. */
export function getSurveyStatus(): Promise<SurveyStatusResponse> {
  return apiRequest<SurveyStatusResponse>('/api/analytics/survey/status', { auth: 'bearer' });
}

/** POST /api/analytics/survey (409 when already answered). */
export function submitSurvey(answer: SurveyAnswerInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/analytics/survey', {
    method: 'POST',
    auth: 'bearer',
    body: answer,
  });
}
