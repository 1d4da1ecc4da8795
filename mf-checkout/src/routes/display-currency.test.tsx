import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { effectivePrice, productSchema } from '@shop/contracts';
import { cartStore, configureCurrency, displayCurrency, tokenStore } from '@shop/storefront-sdk';
import { dataLayerEvents, fakeApi } from '@shop/storefront-sdk/testing';
import CartRoute from './cart-route';
import OrdersRoute from './orders-route';
import PlaceOrderRoute from './place-order-route';

const RATES = {
  ratesDate: '2026-11-20',
  perUsd: { PKR: 280, GBP: 0.8, CAD: 1.4, AUD: 1.5, EUR: 0.9 },
};
const price = { base: 24.5, discount: null };
const oxford = productSchema.parse({
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Oxford Chestnut',
  brand: 'Leather & Last',
  category: 'Men',
  subcategory: 'Shoes',
  description: 'Hand-finished calfskin.',
  features: [],
  status: 'Active',
  price,
  effectivePrice: effectivePrice(price),
  discountPercent: 0,
  images: [],
  stockQuantity: 10,
  viewCount: 0,
  purchaseCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  version: 1,
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/cart" element={<CartRoute />} />
        <Route path="/place-order" element={<PlaceOrderRoute />} />
        <Route path="/orders" element={<OrdersRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

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
    await within(summary).findByText('€44.10');
    expect(within(summary).getByText('Charged in USD: $59.00')).toBeInTheDocument();
    expect(within(summary).getByText('€9.00')).toBeInTheDocument();
  });

  it('shows ordered items in the chosen currency', async () => {
    fakeApi({
      'GET /api/order/userorders': {
        body: {
          success: true,
          message: 'ok',
          orders: [
            {
              _id: 'order-0000ABCD1234',
              userId: '33333333-3333-4333-8333-333333333333',
              items: [
                {
                  _id: 'line-1',
                  productId: oxford._id,
                  name: oxford.name,
                  price: 24.5,
                  quantity: 1,
                  size: 'EU 41',
                  image: null,
                  category: 'Men',
                  subcategory: 'Shoes',
                  brand: 'Leather & Last',
                  madeToMeasure: false,
                },
              ],
              hasMadeToMeasure: false,
              subtotal: 24.5,
              deliveryFee: 10,
              amount: 34.5,
              address: {
                firstName: 'Ada',
                lastName: 'Lovelace',
                email: 'ada@example.com',
                street: '12 Analytical Row',
                city: 'London',
                state: 'Greater London',
                zipcode: 'N1 9GU',
                country: 'United Kingdom',
                phone: '+44 20 7946 0000',
              },
              paymentMethod: 'COD',
              payment: false,
              status: 'Shipped',
              date: '2026-11-24T10:00:00.000Z',
              paypalOrderId: null,
              paypalCaptureId: null,
              refundId: null,
              refundedAt: null,
              statusHistory: [],
            },
          ],
        },
      },
    });
    act(() => displayCurrency.set('GBP'));
    renderAt('/orders');
    expect(await screen.findByText('£19.60')).toBeInTheDocument();
  });
});
