import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../app-routes';
import { fakeRemotes } from '../testing/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

function open(path: string) {
  fakeRemotes();
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

beforeAll(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});

describe('the storefront frame', () => {
  it('keeps the storefront chrome around shop pages', async () => {
    open('/');
    expect(
      await screen.findByRole('heading', { name: 'mf_catalog/HomeRoute' }),
    ).toBeInTheDocument();
    expect(screen.getByText('FREE SHIPPING AND RETURNS IN THE U.S.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'COLLECTION' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
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

describe('scroll after navigation', () => {
  it('leaves the first page where the browser put it and opens the next at its top', async () => {
    const scrollTo = jest.mocked(window.scrollTo);
    scrollTo.mockClear();
    open('/');
    await screen.findByRole('heading', { name: 'mf_catalog/HomeRoute' });
    expect(scrollTo).not.toHaveBeenCalled();

    const navigation = screen.getByRole('navigation', { name: 'Main' });
    fireEvent.click(within(navigation).getByRole('link', { name: 'ABOUT' }));
    await screen.findByRole('heading', { level: 1, name: /Made slowly/ });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
