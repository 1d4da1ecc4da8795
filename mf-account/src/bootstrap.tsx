// Runs mf-account on its own (npm run dev -w mf-account), without the shell around it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { DEFAULT_API_BASE, configureApi } from '@shop/storefront-sdk';
import '@shop/ui/src/tokens.css';
import LoginRoute from './routes/login-route';
import ProfileRoute from './routes/profile-route';
import ResetPasswordRoute from './routes/reset-password-route';
import VerifyEmailRoute from './routes/verify-email-route';
import WelcomeSurvey from './features/survey/components/welcome-survey';

configureApi({ baseUrl: process.env.SHOP_API_BASE || DEFAULT_API_BASE });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <nav className="standalone-bar">
        <strong>mf-account</strong>
        <Link to="/login">Login</Link>
        <Link to="/verify-email">Verify email</Link>
        <Link to="/reset-password">Reset password</Link>
        <Link to="/profile">Profile</Link>
        <Link to="/survey">Welcome survey</Link>
      </nav>
      <Routes>
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
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
