import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastHost } from '@shop/ui';
import LoginRoute from '../routes/login-route';
import ProfileRoute from '../routes/profile-route';
import ResetPasswordRoute from '../routes/reset-password-route';
import VerifyEmailRoute from '../routes/verify-email-route';

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The account routes as the shell mounts them (in StrictMode, with the toast host) at `path`. */
export function renderRoute(path: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <ToastHost />
        <CurrentLocation />
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/login" element={<LoginRoute />} />
          <Route path="/verify-email" element={<VerifyEmailRoute />} />
          <Route path="/reset-password" element={<ResetPasswordRoute />} />
          <Route path="/profile" element={<ProfileRoute />} />
          <Route path="/admin/dashboard" element={<h1>Admin Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

export const currentPath = () => screen.getByTestId('location').textContent;
