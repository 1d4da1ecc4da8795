import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeApi, fakeToken } from '@shop/storefront-sdk/testing';
import { AppRoutes } from '../app-routes';
import { fakeRemotes } from '../testing/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const ADMIN = { id: 'a-1', name: 'Shop Admin', email: 'admin@example.com', isAdmin: true };

function open(path: string) {
  fakeApi({
    'POST /api/admin/debug-token': {
      body: {
        success: true,
        decoded: { ...ADMIN, iat: 1, exp: 2, iss: 'leather-and-last', aud: 'leather-and-last' },
      },
    },
  });
  fakeRemotes();
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

const storefrontChrome = () => ({
  strip: screen.queryByText('FREE SHIPPING AND RETURNS IN THE U.S.'),
  navigation: screen.queryByRole('link', { name: /COLLECTION/ }),
  footer: screen.queryByRole('contentinfo'),
  chat: screen.queryByRole('button', { name: 'Chat with us' }),
});

beforeAll(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});
beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => tokenStore.clear());
  jest.restoreAllMocks();
});

describe('page frames', () => {
  it('draws the back office in its own frame, without the storefront chrome', async () => {
    tokenStore.set(fakeToken(ADMIN));
    open('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'mf_admin/AdminRoute' })).toBeInTheDocument();
    expect(storefrontChrome()).toEqual({ strip: null, navigation: null, footer: null, chat: null });
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'mf_admin/AdminRoute' }),
    );
  });

  it('keeps the storefront chrome around shop pages', async () => {
    open('/');
    expect(
      await screen.findByRole('heading', { name: 'mf_catalog/HomeRoute' }),
    ).toBeInTheDocument();
    const chrome = storefrontChrome();
    expect(chrome.strip).toBeInTheDocument();
    expect(chrome.navigation).toBeInTheDocument();
    expect(chrome.footer).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
  });
});

describe('focus after navigation', () => {
  it('leaves focus alone on the first page', async () => {
    open('/');
    await screen.findByRole('heading', { name: 'mf_catalog/HomeRoute' });
    expect(document.activeElement).toBe(document.body);
  });

  it("moves focus to the new page's main heading and announces the page", async () => {
    open('/');
    await screen.findByRole('heading', { name: 'mf_catalog/HomeRoute' });
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    fireEvent.click(within(navigation).getByRole('link', { name: 'ABOUT' }));

    const heading = await screen.findByRole('heading', { level: 1, name: /Made slowly/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Page' })).toHaveTextContent(
        'Made slowly, made to last · Leather & Last',
      ),
    );
  });
});
