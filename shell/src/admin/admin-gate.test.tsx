import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { tokenStore } from '@shop/storefront-sdk';
import {
  fakeApi,
  fakeToken,
  requestsTo,
  type Route as ApiReply,
} from '@shop/storefront-sdk/testing';
import { AppRoutes } from '../app-routes';
import { fakeRemotes } from '../testing/fake-remotes';
import { AdminGate } from './admin-gate';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const ADMIN = { id: 'a-1', name: 'Shop Admin', email: 'admin@example.com', isAdmin: true };
const CUSTOMER = { id: 'c-1', name: 'Ada Lovelace', email: 'ada@example.com', isAdmin: false };

const decoded = (claims: typeof ADMIN) => ({
  body: {
    success: true,
    decoded: { ...claims, iat: 1, exp: 2, iss: 'leather-and-last', aud: 'leather-and-last' },
  },
});

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function openAdmin(debugTokenReply: ApiReply) {
  const api = fakeApi({ 'POST /api/admin/debug-token': debugTokenReply });
  const remotes = fakeRemotes();
  render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <CurrentPath />
      <AppRoutes />
    </MemoryRouter>,
  );
  return { api, remotes, path: () => screen.getByTestId('path').textContent };
}

const adminLoaded = (loaded: string[]) => loaded.some((id) => id.startsWith('mf_admin/'));

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => tokenStore.clear());
  jest.restoreAllMocks();
});

describe('admin gate', () => {
  it('sends a visitor without a token to /login without asking the server', async () => {
    const { api, remotes, path } = openAdmin(decoded(ADMIN));
    expect(
      await screen.findByRole('heading', { name: 'mf_account/LoginRoute' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/login');
    expect(requestsTo(api, 'POST /api/admin/debug-token')).toHaveLength(0);
    expect(adminLoaded(remotes.loaded())).toBe(false);
  });

  it("shows 'Loading' while the server reads the token, then opens the back office to an admin", async () => {
    const token = fakeToken(ADMIN);
    tokenStore.set(token);
    const { api, remotes, path } = openAdmin(decoded(ADMIN));

    expect(await screen.findByText('Loading')).toBeInTheDocument();
    expect(adminLoaded(remotes.loaded())).toBe(false);

    expect(await screen.findByRole('heading', { name: 'mf_admin/AdminRoute' })).toBeInTheDocument();
    expect(path()).toBe('/admin/dashboard');
    expect(requestsTo(api, 'POST /api/admin/debug-token')[0].headers.Authorization).toBe(
      `Bearer ${token}`,
    );
  });

  it('draws the back office in its own frame, without the storefront chrome', async () => {
    tokenStore.set(fakeToken(ADMIN));
    openAdmin(decoded(ADMIN));
    const admin = await screen.findByRole('heading', { name: 'mf_admin/AdminRoute' });
    expect(screen.getByRole('main')).toContainElement(admin);
    expect(screen.queryByText('FREE SHIPPING AND RETURNS IN THE U.S.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /COLLECTION/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });

  it('turns a customer away to /login without ever loading mf-admin', async () => {
    tokenStore.set(fakeToken(CUSTOMER));
    const { remotes, path } = openAdmin(decoded(CUSTOMER));
    expect(
      await screen.findByRole('heading', { name: 'mf_account/LoginRoute' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/login');
    expect(remotes.loaded()).not.toContain('mf_admin/AdminRoute');
    expect(adminLoaded(remotes.loaded())).toBe(false);
  });

  it('believes the server, not the token: a forged admin flag is refused', async () => {
    tokenStore.set(fakeToken({ ...CUSTOMER, isAdmin: true }));
    const { remotes, path } = openAdmin(decoded(CUSTOMER));
    expect(
      await screen.findByRole('heading', { name: 'mf_account/LoginRoute' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/login');
    expect(adminLoaded(remotes.loaded())).toBe(false);
  });

  it('turns the visitor away, only logging why, when the check fails', async () => {
    tokenStore.set(fakeToken(ADMIN));
    const { remotes, path } = openAdmin({
      status: 401,
      body: { success: false, message: 'Not authorized. Please login again.' },
    });
    expect(
      await screen.findByRole('heading', { name: 'mf_account/LoginRoute' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/login');
    expect(console.error).toHaveBeenCalledWith('[shop] admin check failed', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(adminLoaded(remotes.loaded())).toBe(false);
    // The expired session is over for the whole shop.
    expect(tokenStore.get()).toBeNull();
  });

  it('turns the visitor away when the server cannot be reached', async () => {
    tokenStore.set(fakeToken(ADMIN));
    const { remotes, path } = openAdmin('offline');
    expect(
      await screen.findByRole('heading', { name: 'mf_account/LoginRoute' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/login');
    expect(adminLoaded(remotes.loaded())).toBe(false);
  });

  it('keeps an admin who opens /admin directly on the page the server sent', async () => {
    tokenStore.set(fakeToken(ADMIN));
    fakeApi({ 'POST /api/admin/debug-token': decoded(ADMIN) });
    const page = (
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <CurrentPath />
        <Routes>
          <Route
            path="/admin/*"
            element={
              <AdminGate>
                <h1>Back office</h1>
              </AdminGate>
            }
          />
          <Route path="/login" element={<h1>Login</h1>} />
        </Routes>
      </MemoryRouter>
    );
    // The server cannot read the browser's token: it sends the gate still checking.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    expect(container).toHaveTextContent('Loading');

    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(await screen.findByRole('heading', { name: 'Back office' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard');
    container.remove();
  });
});
