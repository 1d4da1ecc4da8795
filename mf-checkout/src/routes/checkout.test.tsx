import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_MESSAGES } from '@shop/contracts';
import { address } from '@shop/contracts/testing';
import { cartStore, tokenStore } from '@shop/storefront-sdk';
import { dataLayerEvents, fakeApi, showPricesInUsd } from '@shop/storefront-sdk/testing';
import {
  fillAddress,
  loafer,
  oxford,
  placedOrder,
  productRoute,
  renderAt,
} from '../testing/checkout-fixtures';

describe('cart and checkout', () => {
  beforeEach(() => {
    delete window.dataLayer;
    localStorage.clear();
    showPricesInUsd();
    cartStore.clear();
  });

  it('shows each line at today’s price, totals with the delivery rule, and removes a line after the dialog', async () => {
    fakeApi({ 'GET /api/product/:id': productRoute });
    tokenStore.set('token-1');
    cartStore.add(oxford._id, 'EU 41', 1);
    renderAt('/cart');

    expect(await screen.findByText('Oxford Chestnut')).toBeInTheDocument();
    const totals = screen.getByRole('complementary', { name: 'Cart Totals' });
    // $24.50 is below $50: $10 delivery.
    expect(within(totals).getByText('$34.50')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Quantity of Oxford Chestnut (EU 41)'), {
      target: { value: '3' },
    });
    // $73.50 from $50: delivery is free.
    await waitFor(() => expect(within(totals).getAllByText('$73.50')).toHaveLength(2));
    expect(within(totals).getByText('Free')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Quantity of Oxford Chestnut (EU 41)'), {
      target: { value: 'abc' },
    });
    expect(cartStore.getItems()[oxford._id]).toEqual({ 'EU 41': 3 });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Oxford Chestnut (EU 41)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Item' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(cartStore.count()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Oxford Chestnut (EU 41)' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove Item' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /proceed to checkout/i })).not.toBeInTheDocument();

    expect(dataLayerEvents('view_cart')).toEqual([
      expect.objectContaining({ value: 34.5, platform: 'web' }),
    ]);
    expect(dataLayerEvents('remove_from_cart')).toEqual([
      expect.objectContaining({
        value: 73.5,
        items: [expect.objectContaining({ item_id: oxford._id, size: 'EU 41', quantity: 3 })],
      }),
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(dataLayerEvents('continue_shopping_clicked')).toHaveLength(1);
  });

  it('names each line’s colour, so colour variants of one model read apart', async () => {
    fakeApi({ 'GET /api/product/:id': productRoute });
    tokenStore.set('token-1');
    cartStore.add(loafer._id, 'EU 40', 1);
    renderAt('/cart');
    expect(await screen.findByText('Penny Loafer')).toBeInTheDocument();
    expect(screen.getByText('Leather & Last · Tan · Men')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Penny Loafer (EU 40), Tan')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove Penny Loafer (EU 40), Tan' }),
    ).toBeInTheDocument();
  });

  it('tracks begin_checkout when the shopper proceeds to checkout', async () => {
    fakeApi({ 'GET /api/product/:id': productRoute });
    tokenStore.set('token-1');
    cartStore.add(oxford._id, 'EU 41', 1);
    renderAt('/cart');
    await screen.findByText('Oxford Chestnut');
    fireEvent.click(screen.getByRole('button', { name: /proceed to checkout/i }));
    expect(dataLayerEvents('begin_checkout')).toEqual([
      expect.objectContaining({ currency: 'USD', value: 34.5 }),
    ]);
  });

  it('tells a visitor to log in', async () => {
    fakeApi({ 'GET /api/product/:id': productRoute });
    renderAt('/cart');
    expect(screen.getByText('Login Required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Now' }).getAttribute('href')).toBe('/login');
  });

  it('checks the form, places a cash-on-delivery order once per attempt, and empties the cart', async () => {
    const sent: Array<{ key: string; body: unknown }> = [];
    let failFirst = true;
    fakeApi({
      'GET /api/product/:id': productRoute,
      'GET /api/order/userorders': { body: { success: true, message: 'ok', orders: [] } },
      'POST /api/order/place': (_params, request) => {
        sent.push({ key: request.headers['idempotency-key'], body: request.body });
        if (failFirst) {
          failFirst = false;
          return 'offline';
        }
        return {
          status: 201,
          body: { success: true, message: ORDER_MESSAGES.placed, order: placedOrder('o-1') },
        };
      },
    });
    tokenStore.set('token-1');
    cartStore.add(oxford._id, 'EU 41', 1);
    renderAt('/place-order');
    const placeButton = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect((placeButton as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(placeButton);
    expect(await screen.findByText(ORDER_MESSAGES.fillAll)).toBeInTheDocument();
    fillAddress();
    fireEvent.click(placeButton);
    expect(await screen.findByText(ORDER_MESSAGES.selectPayment)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Cash on delivery'));

    fireEvent.click(placeButton);
    expect(await screen.findByText('Order placement failed')).toBeInTheDocument();
    expect(cartStore.count()).toBe(1);
    fireEvent.click(placeButton);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/orders?placed=o-1'),
    );

    expect(sent).toHaveLength(2);
    // The retry of the same attempt carries the same key: the server answers one order.
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1].key).toBe(sent[0].key);
    expect(sent[1].body).toEqual({
      address,
      amount: 34.5,
      items: [{ _id: oxford._id, size: 'EU 41', quantity: 1 }],
      // The currency the shopper sees prices in: the order keeps it, with its rate.
      displayCurrency: 'USD',
    });
    expect(cartStore.count()).toBe(0);
    expect(dataLayerEvents('initiate_checkout')).toHaveLength(1);
    expect(dataLayerEvents('purchase')).toEqual([
      expect.objectContaining({
        value: 34.5,
        payment_method: 'cod',
        items: [expect.objectContaining({ item_id: oxford._id, price: 24.5, quantity: 1 })],
        platform: 'web',
      }),
    ]);
  });

  it('shows the server’s refusal, such as stock running out, and keeps the cart', async () => {
    fakeApi({
      'GET /api/product/:id': productRoute,
      'POST /api/order/place': {
        status: 409,
        body: { success: false, message: 'Only 1 left of Penny Loafer in size EU 42' },
      },
    });
    tokenStore.set('token-1');
    cartStore.add(loafer._id, 'EU 42', 2);
    renderAt('/place-order');
    const placeButton = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect((placeButton as HTMLButtonElement).disabled).toBe(false));
    fillAddress();
    fireEvent.click(screen.getByLabelText('Cash on delivery'));
    fireEvent.click(placeButton);
    expect(
      await screen.findByText('Only 1 left of Penny Loafer in size EU 42'),
    ).toBeInTheDocument();
    expect(cartStore.count()).toBe(2);
  });
});
