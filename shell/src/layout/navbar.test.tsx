import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SURVEY_COMPLETED_STORAGE_KEY, cartStore, tokenStore } from '@shop/storefront-sdk';
import { fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import { Navbar } from './navbar';

function renderNavbar(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navbar />
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/login" element={<h1>Login</h1>} />
        <Route path="/orders" element={<h1>Orders</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Navbar', () => {
  afterEach(() => {
    act(() => {
      cartStore.clear();
      tokenStore.clear();
    });
  });

  it('links HOME, COLLECTION, ABOUT and CONTACT', () => {
    renderNavbar();
    const main = screen.getAllByRole('navigation', { name: 'Main' })[0];
    const links = Array.from(main.querySelectorAll('a')).map((a) => [
      a.textContent?.trim(),
      a.getAttribute('href'),
    ]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['HOME', '/'],
        ['COLLECTION', '/collection'],
        ['ABOUT', '/about'],
        ['CONTACT', '/contact'],
      ]),
    );
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe(
      '/collection?search=1',
    );
  });

  it('counts the pieces in the cart on the cart badge', () => {
    renderNavbar();
    expect(screen.getByTestId('cart-count').textContent).toBe('0');

    act(() => {
      cartStore.add('boot-1', 'EU 42');
      cartStore.add('boot-1', 'EU 42');
      cartStore.add('jacket-7', 'M');
    });
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
  });

  it('offers the login page to a signed-out visitor', () => {
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('signs a customer out from the profile menu, back to the home page', async () => {
    act(() => tokenStore.set('customer-token'));
    localStorage.setItem(SURVEY_COMPLETED_STORAGE_KEY, 'true');
    renderNavbar('/orders');

    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitem', { name: 'My Profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Orders' }).getAttribute('href')).toBe('/orders');

    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(tokenStore.get()).toBeNull();
    // The next shopper on this browser is asked the welcome survey again.
    expect(localStorage.getItem(SURVEY_COMPLETED_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('logs out on every device from the profile menu', async () => {
    const api = fakeApi({
      'POST /api/user/logout-all': { body: { success: true, message: 'Logged out' } },
    });
    act(() => tokenStore.set('customer-token'));
    renderNavbar('/orders');

    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out everywhere' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
    expect(requestsTo(api, 'POST /api/user/logout-all')[0].headers).toMatchObject({
      token: 'customer-token',
    });
  });

  it('stays signed in and says why when the sessions could not be ended', async () => {
    fakeApi({ 'POST /api/user/logout-all': 'offline' });
    act(() => tokenStore.set('customer-token'));
    renderNavbar('/orders');

    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out everywhere' }));

    expect((await screen.findByRole('alert')).textContent).toMatch(/network|connect|reach/i);
    expect(tokenStore.get()).toBe('customer-token');
  });
});
