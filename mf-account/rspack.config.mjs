import { federatedApp } from '../scripts/rspack/federated-app.mjs';

export default federatedApp({
  name: 'mf_account',
  title: 'Account · Leather & Last',
  exposes: {
    './LoginRoute': './src/routes/login-route.tsx',
    './VerifyEmailRoute': './src/routes/verify-email-route.tsx',
    './ResetPasswordRoute': './src/routes/reset-password-route.tsx',
    './ProfileRoute': './src/routes/profile-route.tsx',
    // Not a route: the welcome survey modal, which the shell's survey gate shows.
    './WelcomeSurvey': './src/features/survey/components/welcome-survey.tsx',
  },
});
