import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AdminRoute from './admin-route';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AdminRoute', () => {
  it('frames every screen with the admin header and sidebar', () => {
    renderAt('/admin/list');
    expect(screen.getByText('Admin Panel')).toBeTruthy();
    expect(screen.getByText('Welcome, Admin')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'All Products List' })).toBeTruthy();
  });

  it('opens the dashboard, which is the Add New Product screen, at /admin', () => {
    renderAt('/admin');
    expect(screen.getByRole('heading', { name: 'Add New Product' })).toBeTruthy();
  });

  it.each([
    ['/admin/add', 'Add New Product'],
    ['/admin/order', 'Orders Management'],
    ['/admin/analytics', 'Analytics Dashboard'],
    ['/admin/customers', 'Customer Management'],
    ['/admin/measurements', 'Customer Measurements'],
  ])('shows %s as %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  });
});
