import { useCallback, useEffect, useRef, useState } from 'react';
import { onSurveyCheckRequest, surveyCompletion, tokenStore } from '@shop/storefront-sdk';
import { getSurveyStatus } from './survey-status';

/** docs/product/account.md#survey-gate: the check runs again this long after a login. */
export const SURVEY_CHECK_AFTER_LOGIN_MS = 500;

export interface SurveyGate {
  /** The status call said the signed-in shopper has not answered yet. */
  show: boolean;
  /** Completing or closing the survey hides it. */
  hide: () => void;
}

/**
 * docs/product/account.md#survey-gate: without a token, or with surveyCompleted 'true', nothing is
 * asked.
 * Otherwise the status call decides: completed is remembered as 'true', not completed shows the
 * survey, a failure is only logged. It runs at start, 500 ms after a login (the token going from
 * none to some), and whenever requestSurveyCheck() asks; signing out hides the survey.
 */
export function useSurveyGate(): SurveyGate {
  const [show, setShow] = useState(false);
  const running = useRef<Promise<void> | null>(null);

  const check = useCallback((): Promise<void> => {
    // One check at a time: StrictMode's second effect, or a trigger during a check, joins it.
    if (running.current) return running.current;
    const run = (async () => {
      try {
        if (!tokenStore.get() || surveyCompletion.isDone()) return;
        const { surveyCompleted } = await getSurveyStatus();
        if (surveyCompleted) surveyCompletion.markDone();
        // Signed out while the answer was on its way: nobody to ask.
        else if (tokenStore.get()) setShow(true);
      } catch (error) {
        console.error('[shop] survey status check failed', error);
      }
    })();
    running.current = run;
    void run.finally(() => {
      if (running.current === run) running.current = null;
    });
    return run;
  }, []);

  useEffect(() => {
    void check();
    let token = tokenStore.get();
    let afterLogin: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = tokenStore.subscribe(() => {
      const previous = token;
      token = tokenStore.get();
      if (!token) {
        clearTimeout(afterLogin);
        setShow(false);
      } else if (!previous) {
        clearTimeout(afterLogin);
        afterLogin = setTimeout(() => void check(), SURVEY_CHECK_AFTER_LOGIN_MS);
      }
    });
    const stopListening = onSurveyCheckRequest(() => void check());
    return () => {
      clearTimeout(afterLogin);
      unsubscribe();
      stopListening();
    };
  }, [check]);

  const hide = useCallback(() => setShow(false), []);
  return { show, hide };
}
