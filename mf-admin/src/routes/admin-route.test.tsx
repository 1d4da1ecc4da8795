import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeApi, fakeToken } from '@shop/storefront-sdk/testing';
import AdminRoute from './admin-route';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminRoute />} />
        <Route path="/login" element={<h1>Login</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const signInAs = (claims: Record<string, unknown>) =>
  tokenStore.set(fakeToken({ id: 'a-1', email: 'admin@example.com', isAdmin: true, ...claims }));

describe('AdminRoute', () => {
  beforeEach(() => {
    // The screens' own calls are their tests' business; here they find nothing.
    fakeApi({});
    signInAs({ name: 'Grace Hopper' });
  });
  afterEach(() => act(() => tokenStore.clear()));

  it('frames every screen with the admin header, greeting the admin by name, and sidebar', () => {
    renderAt('/admin/list');
    expect(screen.getByText('Admin Panel')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Grace Hopper')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Products List' })).toBeInTheDocument();
  });

  it("greets 'Admin' when the token carries no name", () => {
    signInAs({});
    renderAt('/admin/list');
    expect(screen.getByText('Welcome, Admin')).toBeInTheDocument();
  });

  it('logs out to /login, forgetting the token', () => {
    renderAt('/admin/list');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(tokenStore.get()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('goes to /login without a token', () => {
    tokenStore.clear();
    renderAt('/admin/list');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('opens the dashboard, which is the Add New Product screen, at /admin', () => {
    renderAt('/admin');
    expect(screen.getByRole('heading', { name: 'Add New Product' })).toBeInTheDocument();
  });

  it.each([
    ['/admin/add', 'Add New Product'],
    ['/admin/order', 'Orders Management'],
    ['/admin/analytics', 'Analytics Dashboard'],
    ['/admin/customers', 'Customer Management'],
    ['/admin/measurements', 'Customer Measurements'],
  ])('shows %s as %s', async (path, title) => {
    renderAt(path);
    // The analytics screen arrives as a chunk of its own (compiled on first use here).
    expect(
      await screen.findByRole('heading', { name: title }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // Let the screen's first call settle inside the test.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  });
});
