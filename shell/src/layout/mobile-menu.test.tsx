import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { displayCurrency, tokenStore } from '@shop/storefront-sdk';
import { fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import { Navbar } from './navbar';

async function openMenu() {
  render(
    <MemoryRouter initialEntries={['/about']}>
      <Navbar />
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  const menuButton = screen.getByRole('button', { name: 'Open menu' });
  menuButton.focus();
  fireEvent.click(menuButton);
  // The drawer's code is fetched on its first opening.
  const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
  return { menuButton, drawer };
}

const tab = (shiftKey = false) => {
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Tab', shiftKey });
  });
};

describe('mobile menu', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => act(() => tokenStore.clear()));

  it('moves focus into the drawer when it opens', async () => {
    const { drawer } = await openMenu();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    expect(drawer.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside the drawer, the currency picker last', async () => {
    const { drawer } = await openMenu();
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    const currency = within(drawer).getByRole('combobox', { name: 'Country and currency' });

    tab(true);
    expect(document.activeElement).toBe(currency);
    tab();
    expect(document.activeElement).toBe(close);
  });

  it('opens the collection’s search', async () => {
    const { drawer } = await openMenu();
    const search = within(drawer).getByRole('link', { name: 'Search products' });
    expect(search.getAttribute('href')).toBe('/collection?search=1');
    fireEvent.click(search);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('offers a signed-out visitor the login page', async () => {
    const { drawer } = await openMenu();
    const account = within(drawer).getByRole('region', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(within(account).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers a customer My Profile, Orders, Logout and Log out everywhere, as the profile menu does', async () => {
    act(() => tokenStore.set('customer-token'));
    const { drawer, menuButton } = await openMenu();
    const account = within(drawer).getByRole('region', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(within(account).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe(
      '/orders',
    );
    expect(within(account).getByRole('button', { name: 'Log out everywhere' })).toBeEnabled();

    fireEvent.click(within(account).getByRole('button', { name: 'Logout' }));
    expect(tokenStore.get()).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(document.activeElement).toBe(menuButton);
  });

  it('logs out everywhere, and says why when the sessions could not be ended', async () => {
    const api = fakeApi({ 'POST /api/user/logout-all': 'offline' });
    act(() => tokenStore.set('customer-token'));
    const { drawer } = await openMenu();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Log out everywhere' }));
    expect((await within(drawer).findByRole('alert')).textContent).toMatch(
      /network|connect|reach/i,
    );
    expect(tokenStore.get()).toBe('customer-token');
    expect(requestsTo(api, 'POST /api/user/logout-all')).toHaveLength(1);
  });

  it('changes the display currency with the footer’s picker', async () => {
    const { drawer } = await openMenu();
    const currency = within(drawer).getByRole('region', { name: 'Currency' });
    const picker = within(currency).getByRole('combobox', { name: 'Country and currency' });
    expect((picker as HTMLSelectElement).value).toBe('PKR');
    fireEvent.change(picker, { target: { value: 'EUR' } });
    expect(displayCurrency.get()).toBe('EUR');
    expect((picker as HTMLSelectElement).value).toBe('EUR');
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { menuButton } = await openMenu();
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(menuButton);
  });

  it('gives focus back to the menu button when closed with its button', async () => {
    const { menuButton } = await openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(menuButton);
  });
});
