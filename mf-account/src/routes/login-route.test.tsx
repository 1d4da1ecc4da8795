import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { tokenStore } from '@shop/storefront-sdk';
import LoginRoute from './login-route';

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/login" element={<LoginRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LoginRoute', () => {
  afterEach(() => tokenStore.clear());

  it('toggles between Login and Sign Up, asking a name only to sign up', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Login here' }));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('sends a signed-in visitor home', () => {
    tokenStore.set('customer-token');
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});
