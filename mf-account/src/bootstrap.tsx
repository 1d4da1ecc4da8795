// Runs mf-account on its own (npm run dev -w mf-account), without the shell around it.
import { Route } from 'react-router-dom';
import { runStandalone } from '@shop/storefront-sdk/src/standalone';
import '@shop/ui/src/tokens.css';
import LoginRoute from './routes/login-route';
import ProfileRoute from './routes/profile-route';
import ResetPasswordRoute from './routes/reset-password-route';
import VerifyEmailRoute from './routes/verify-email-route';
import WelcomeSurvey from './features/survey/components/welcome-survey';

runStandalone({
  name: 'mf-account',
  links: [
    ['/login', 'Login'],
    ['/verify-email', 'Verify email'],
    ['/reset-password', 'Reset password'],
    ['/profile', 'Profile'],
    ['/survey', 'Welcome survey'],
  ],
  routes: (
    <>
      {/* /login sends a signed-in visitor to /, so / must not send anyone back to /login. */}
      <Route path="/" element={<ProfileRoute />} />
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/verify-email" element={<VerifyEmailRoute />} />
      <Route path="/reset-password" element={<ResetPasswordRoute />} />
      <Route path="/profile" element={<ProfileRoute />} />
      <Route
        path="/survey"
        element={
          <WelcomeSurvey onCompleted={() => history.back()} onClose={() => history.back()} />
        }
      />
    </>
  ),
});
