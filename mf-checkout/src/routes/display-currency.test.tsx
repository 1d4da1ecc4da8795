import { act, screen, within } from '@testing-library/react';
import { cartStore, configureCurrency, displayCurrency, tokenStore } from '@shop/storefront-sdk';
import { dataLayerEvents, fakeApi } from '@shop/storefront-sdk/testing';
import { oxford, placedOrder, renderAt } from '../testing/checkout-fixtures';

const RATES = {
  ratesDate: '2026-11-20',
  perUsd: { PKR: 280, GBP: 0.8, CAD: 1.4, AUD: 1.5, EUR: 0.9 },
};
describe('prices in the shopper’s currency', () => {
  beforeEach(() => {
    delete window.dataLayer;
    configureCurrency(RATES);
    displayCurrency.set('EUR');
    cartStore.clear();
    tokenStore.set('token-1');
    fakeApi({ 'GET /api/product/:id': { body: { success: true, data: oxford } } });
  });
  afterEach(() => act(() => configureCurrency(undefined)));

  it('converts the cart’s lines and totals, and says the charge is in US dollars', async () => {
    cartStore.add(oxford._id, 'EU 41', 1);
    renderAt('/cart');
    await screen.findByText('Oxford Chestnut');
    // $24.50 a pair, $10 delivery, $34.50 in all, at 0.9 euro to the dollar.
    expect(screen.getAllByText('€22.05')).toHaveLength(3); // price, line total, subtotal
    const totals = screen.getByRole('complementary', { name: 'Cart Totals' });
    expect(within(totals).getByText('€9.00')).toBeInTheDocument();
    expect(within(totals).getByText('€31.05')).toBeInTheDocument();
    expect(within(totals).getByText('Charged in USD: $34.50')).toBeInTheDocument();
    expect(
      within(totals).getByText(/rates of 2026-11-20; payment is taken in US dollars/),
    ).toBeInTheDocument();
    // What is recorded stays in US dollars.
    expect(dataLayerEvents('view_cart')).toEqual([
      expect.objectContaining({ currency: 'USD', value: 34.5 }),
    ]);

    act(() => displayCurrency.set('USD'));
    expect(within(totals).getByText('$34.50')).toBeInTheDocument();
    expect(within(totals).queryByText(/Charged in USD/)).not.toBeInTheDocument();
  });

  it('shows the US dollar charge beside the checkout total', async () => {
    cartStore.add(oxford._id, 'EU 41', 2);
    renderAt('/place-order');
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    // The line's total and the subtotal, both in euros.
    expect(await within(summary).findAllByText('€44.10')).toHaveLength(2);
    expect(within(summary).getByText('Charged in USD: $59.00')).toBeInTheDocument();
    expect(within(summary).getByText('€9.00')).toBeInTheDocument();
  });

  it('shows ordered items in the currency their order was placed in, whatever is chosen now', async () => {
    const placed = { ...placedOrder('order-0000ABCD1234'), statusHistory: [] };
    fakeApi({
      'GET /api/order/userorders': {
        body: {
          success: true,
          message: 'ok',
          orders: [
            {
              ...placed,
              displayCurrency: 'GBP',
              displayPerUsd: 0.8,
              displayRateDate: '2026-11-20',
            },
            // Placed before orders kept their currency: US dollars, as charged.
            { ...placed, _id: 'order-0000OLDER001' },
          ],
        },
      },
    });
    act(() => displayCurrency.set('EUR'));
    renderAt('/orders');
    expect(await screen.findByText('£19.60')).toBeInTheDocument();
    expect(screen.getByText('$24.50')).toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });
});
