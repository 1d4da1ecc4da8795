import { surveyCompletion } from './survey-completion';
import { tokenStore } from './token-store';

/** Logout: forgets the token, and the survey answer, so the next shopper here is asked. */
export function signOut(): void {
  tokenStore.clear();
  surveyCompletion.clear();
}
