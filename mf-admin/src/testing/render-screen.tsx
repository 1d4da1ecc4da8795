import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeToken } from '@shop/storefront-sdk/testing';
import { ToastHost } from '@shop/ui';

export const ADMIN_TOKEN = fakeToken({
  id: '0a9b8c7d-6e5f-4a3b-9c1d-2e3f4a5b6c7d',
  name: 'Shop Admin',
  email: 'admin@example.com',
  isAdmin: true,
});

export const signInAsAdmin = () => tokenStore.set(ADMIN_TOKEN);

/** One admin screen with the toasts it raises, as the shell shows them. */
export function renderScreen(screen: ReactElement) {
  return render(
    <MemoryRouter>
      <ToastHost />
      {screen}
    </MemoryRouter>,
  );
}
