import { screen, waitFor } from '@testing-library/react';
import { cartStore, tokenStore } from '@shop/storefront-sdk';
import { fakeApi, showPricesInUsd } from '@shop/storefront-sdk/testing';
import { oxford, productRoute, renderAt } from '../testing/checkout-fixtures';

describe('cart page', () => {
  beforeEach(() => {
    localStorage.clear();
    showPricesInUsd();
    cartStore.clear();
    fakeApi({ 'GET /api/product/:id': productRoute });
    tokenStore.set('token-1');
  });

  it('shows an empty cart as only its empty state and the way to the collection, no totals', async () => {
    renderAt('/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/collection',
    );
    expect(screen.queryByRole('complementary', { name: 'Cart Totals' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Total/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /proceed to checkout/i })).not.toBeInTheDocument();
  });

  it('shows the totals again once the cart has a line', async () => {
    renderAt('/cart');
    await screen.findByText('Your cart is empty');
    cartStore.add(oxford._id, 'EU 41', 1);
    expect(await screen.findByText('Oxford Chestnut')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('complementary', { name: 'Cart Totals' })).toBeInTheDocument(),
    );
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
  });
});
