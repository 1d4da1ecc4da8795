import { lazy, Suspense } from 'react';
import { RemoteErrorBoundary } from '../federation/remote-error-boundary';
import { loadRemoteComponent } from '../federation/remotes';
import { useSurveyGate } from './use-survey-gate';

// mf-account's code is fetched only once a shopper is to be asked, never on a plain visit.
const WelcomeSurvey = lazy(() => loadRemoteComponent('mf_account', 'WelcomeSurvey'));

/** Shows the welcome survey when the gate asks for it; a survey that cannot load stays away. */
export function SurveyGate() {
  const { show, hide } = useSurveyGate();
  if (!show) return null;
  return (
    <RemoteErrorBoundary
      fallback={null}
      onError={(error) => console.error('[shop] the welcome survey could not be shown', error)}
    >
      <Suspense fallback={null}>
        <WelcomeSurvey onCompleted={hide} onClose={hide} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
