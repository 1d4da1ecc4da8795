import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { tokenStore } from '@shop/storefront-sdk';
import { ToastHost } from '@shop/ui';
import { fillValidShoe, prepareAddProduct, submitAndSend } from '../testing/add-product-form';
import AdminRoute from './admin-route';

describe('AdminRoute: a session that ends while adding a product', () => {
  const { uploads } = prepareAddProduct();

  it('ends the session on a 401: the token goes and the admin is sent to /login', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/add']}>
        <ToastHost />
        <Routes>
          <Route path="/admin/*" element={<AdminRoute />} />
          <Route path="/login" element={<h1>Login</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    fillValidShoe();
    await submitAndSend();
    await act(async () =>
      uploads().answer({ status: 401, body: { success: false, message: 'Unauthorized' } }),
    );
    expect(tokenStore.get()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Session expired. Please login again.')).toBeInTheDocument();
  });
});
