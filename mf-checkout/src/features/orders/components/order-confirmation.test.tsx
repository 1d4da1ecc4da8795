import { act, fireEvent, screen, within } from '@testing-library/react';
import { configureCurrency, displayCurrency, tokenStore } from '@shop/storefront-sdk';
import { fakeApi, showPricesInUsd } from '@shop/storefront-sdk/testing';
import { placedOrder, renderAt } from '../../../testing/checkout-fixtures';

const RATES = {
  ratesDate: '2026-11-20',
  perUsd: { PKR: 280, GBP: 0.8, CAD: 1.4, AUD: 1.5, EUR: 0.9 },
};

describe('the confirmation of the order just placed', () => {
  const justPlaced = '0b5e2c1e-8d7f-4c11-9d0a-3f6e1a2b9c4d';
  const order = placedOrder(justPlaced);
  const older = placedOrder('1c6f3d2f-9e8a-4d22-8e1b-4a7f2b3cad5e');
  const earlier = { ...older, items: [{ ...older.items[0], _id: 'line-0' }] };
  const lines = [
    { ...order.items[0], quantity: 2, color: 'Chestnut' },
    { ...order.items[0], _id: 'line-2', name: 'Penny Loafer', price: 120, size: 'EU 43' },
  ];

  beforeEach(() => {
    localStorage.clear();
    showPricesInUsd();
    tokenStore.set('token-1');
    fakeApi({
      'GET /api/order/userorders': {
        body: {
          success: true,
          message: 'ok',
          orders: [
            {
              ...order,
              items: lines,
              subtotal: 169,
              deliveryFee: 0,
              amount: 169,
              // Placed in euros at 0.9 to the dollar: shown so whatever the footer says now.
              displayCurrency: 'EUR',
              displayPerUsd: 0.9,
              displayRateDate: '2026-11-20',
            },
            earlier,
          ],
        },
      },
    });
  });
  afterEach(() => act(() => configureCurrency(undefined)));

  it('names the order, its lines, address, payment and total, with the focus on its heading', async () => {
    configureCurrency(RATES);
    displayCurrency.set('GBP');
    renderAt(`/orders?placed=${justPlaced}`);

    const heading = await screen.findByRole('heading', {
      name: 'Thank you — order #1A2B9C4D is confirmed',
    });
    expect(heading).toHaveFocus();
    const panel = screen.getByRole('region', { name: 'Thank you — order #1A2B9C4D is confirmed' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Oxford ChestnutSize: EU 41Colour: ChestnutQuantity: 2€44.10',
      'Penny LoaferSize: EU 43Quantity: 1€108.00',
    ]);
    expect(within(panel).getByText(/12 Analytical Row/)).toBeInTheDocument();
    expect(within(panel).getByText(/London, Greater London N1 9GU/)).toBeInTheDocument();
    expect(within(panel).getByText('Cash on Delivery, paid when it arrives')).toBeInTheDocument();
    expect(within(panel).getByText('€152.10')).toBeInTheDocument();
    expect(within(panel).getByText('Charged in USD: $169.00')).toBeInTheDocument();
    // The page's list is still there below it.
    expect(screen.getAllByText('Order #2B3CAD5E').length).toBeGreaterThan(0);
  });

  it('goes when dismissed, and the address no longer names the order', async () => {
    renderAt(`/orders?placed=${justPlaced}`);
    await screen.findByRole('heading', { name: /order #1A2B9C4D is confirmed/ });

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss order confirmation' }));

    expect(screen.queryByRole('heading', { name: /is confirmed/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/orders');
    expect(screen.getAllByText('Order #1A2B9C4D').length).toBeGreaterThan(0);
  });

  it('confirms nothing for an order that is not the shopper’s, nor without one named', async () => {
    renderAt('/orders?placed=not-an-order-of-mine');
    await screen.findAllByText('Order #1A2B9C4D');
    expect(screen.queryByRole('heading', { name: /is confirmed/ })).not.toBeInTheDocument();
  });
});
