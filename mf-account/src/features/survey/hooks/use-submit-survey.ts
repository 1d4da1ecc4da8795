import { useState } from 'react';
import { SURVEY_MESSAGES, type SurveyAnswerInput } from '@shop/contracts';
import { isApiError, surveyCompletion } from '@shop/storefront-sdk';
import { toast } from '@shop/ui';
import { submitSurvey } from '../api/submit-survey';

/**
 * POST /api/analytics/survey. Answered (or answered before: 409), the survey counts as completed on
 * this browser; a failure keeps it open with its message (docs/product/account.md#welcome-survey).
 */
export function useSubmitSurvey(onCompleted: () => void) {
  const [saving, setSaving] = useState(false);

  const complete = (announce: () => void) => {
    surveyCompletion.markDone();
    announce();
    onCompleted();
  };

  const submit = async (answer: SurveyAnswerInput) => {
    setSaving(true);
    try {
      await submitSurvey(answer);
      complete(() => toast.success(SURVEY_MESSAGES.saved));
    } catch (error) {
      setSaving(false);
      if (isApiError(error) && error.status === 409) {
        complete(() => toast.info(error.serverMessage ?? SURVEY_MESSAGES.alreadyCompleted));
      } else if (isApiError(error) && !error.isNetworkError) {
        toast.error(error.serverMessage ?? SURVEY_MESSAGES.saveFailed);
      } else {
        toast.error(SURVEY_MESSAGES.saveFailedNetwork);
      }
    }
  };

  return { saving, submit };
}
