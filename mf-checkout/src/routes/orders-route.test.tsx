import { act, fireEvent, screen, within } from '@testing-library/react';
import { cartStore, tokenStore } from '@shop/storefront-sdk';
import { fakeApi, showPricesInUsd } from '@shop/storefront-sdk/testing';
import { placedOrder, renderAt } from '../testing/checkout-fixtures';

describe('a shopper’s orders', () => {
  beforeEach(() => {
    delete window.dataLayer;
    localStorage.clear();
    showPricesInUsd();
    cartStore.clear();
  });

  it('lists ordered items with payment, status and the tracking history; Retry after a failure', async () => {
    let fail = true;
    fakeApi({
      'GET /api/order/userorders': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Failed to load orders' } }
          : { body: { success: true, message: 'ok', orders: [placedOrder('order-0000ABCD1234')] } },
    });
    tokenStore.set('token-1');
    renderAt('/orders');
    expect(await screen.findByText('Failed to load orders')).toBeInTheDocument();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('Oxford Chestnut')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByText('Order #ABCD1234')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    const timeline = await screen.findByRole('dialog', { name: 'Order #ABCD1234' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Order Placed', 'Shipped']);
  });

  it('names each line’s colour, so two colours of one model read apart', async () => {
    const placed = placedOrder('order-0000ABCD1234');
    const blazer = (color: string) => ({
      ...placed.items[0],
      _id: `blazer-${color}`,
      name: 'Parma Tailored Blazer',
      color,
    });
    const order = { ...placed, items: [blazer('Navy'), blazer('Camel'), placed.items[0]] };
    fakeApi({
      'GET /api/order/userorders': () => ({
        body: { success: true, message: 'ok', orders: [order] },
      }),
    });
    tokenStore.set('token-1');
    renderAt('/orders');
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => within(row).queryByText(/^Colour: /)?.textContent ?? null)).toEqual([
      'Colour: Navy',
      'Colour: Camel',
      null,
    ]);
    expect(within(rows[2]).getByText('Oxford Chestnut')).toBeInTheDocument();
  });

  it('asks a visitor to log in to see orders', () => {
    fakeApi({});
    renderAt('/orders');
    expect(screen.getByText('Please login to view orders')).toBeInTheDocument();
  });
});
