import { readStored, writeStored } from './browser-storage';

/**
 * docs/product/account.md#survey-gate: 'true' once this browser's shopper has answered the welcome
 * survey.
 */
export const SURVEY_COMPLETED_STORAGE_KEY = 'surveyCompleted';

const SURVEY_CHECK_EVENT = 'shop:survey-check';

export const surveyCompletion = {
  isDone(): boolean {
    return readStored(SURVEY_COMPLETED_STORAGE_KEY) === 'true';
  },

  markDone(): void {
    writeStored(SURVEY_COMPLETED_STORAGE_KEY, 'true');
  },

  /** On sign-out, so the next shopper on this browser is asked. */
  clear(): void {
    writeStored(SURVEY_COMPLETED_STORAGE_KEY, null);
  },
};

/**
 * Asks the shell's survey gate to check again (docs/product/account.md#survey-gate: a page can
 * ask for the check again).
 */
export function requestSurveyCheck(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SURVEY_CHECK_EVENT));
}

/** What the survey gate listens to; returns the unsubscribe. */
export function onSurveyCheckRequest(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener(SURVEY_CHECK_EVENT, listener);
  return () => window.removeEventListener(SURVEY_CHECK_EVENT, listener);
}

/** Props of mf-account's WelcomeSurvey, the module the shell's survey gate loads. */
export interface WelcomeSurveyProps {
  /** The shopper answered (surveyCompleted is already stored). */
  onCompleted: () => void;
  /** Closed without answering: hidden, nothing stored. */
  onClose: () => void;
}
