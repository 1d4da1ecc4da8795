import { fireEvent, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Order, Product } from '@shop/contracts';
import { address, productFixture } from '@shop/contracts/testing';
import type { Route as ApiRoute } from '@shop/storefront-sdk/testing';
import { ToastHost } from '@shop/ui';
import CartRoute from '../routes/cart-route';
import OrdersRoute from '../routes/orders-route';
import PlaceOrderRoute from '../routes/place-order-route';

/** A shoe of the catalogue at `base` US dollars, ten in stock. */
export const product = (_id: string, name: string, base: number): Product =>
  productFixture({ _id, name, price: { base, discount: null } });

export const oxford = product('11111111-1111-4111-8111-111111111111', 'Oxford Chestnut', 24.5);
export const loafer: Product = {
  ...product('22222222-2222-4222-8222-222222222222', 'Penny Loafer', 120),
  color: 'Tan',
};

export const productRoute: ApiRoute = ({ id }) => {
  const found = [oxford, loafer].find((candidate) => candidate._id === id);
  return found
    ? { body: { success: true, data: found } }
    : { status: 404, body: { success: false, message: 'Product not found' } };
};

function Location() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

/** The remote's three routes at `path`, with the toasts and where the shopper is. */
export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ToastHost />
      <Location />
      <Routes>
        <Route path="/cart" element={<CartRoute />} />
        <Route path="/place-order" element={<PlaceOrderRoute />} />
        <Route path="/orders" element={<OrdersRoute />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

export function fillAddress() {
  for (const [name, value] of Object.entries(address)) {
    fireEvent.change(document.querySelector(`[name=${name}]`)!, { target: { value } });
  }
}

export const placedOrder = (id: string): Order => ({
  _id: id,
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
      color: '',
      madeToMeasure: false,
    },
  ],
  hasMadeToMeasure: false,
  subtotal: 24.5,
  deliveryFee: 10,
  amount: 34.5,
  address,
  paymentMethod: 'COD',
  payment: false,
  status: 'Shipped',
  date: '2026-11-24T10:00:00.000Z',
  paypalOrderId: null,
  paypalCaptureId: null,
  refundId: null,
  refundedAt: null,
  statusHistory: [
    { from: null, to: 'Order Placed', by: 'customer', at: '2026-11-24T10:00:00.000Z' },
    {
      from: 'Order Placed',
      to: 'Shipped',
      by: 'admin@example.com',
      at: '2026-11-25T09:00:00.000Z',
    },
  ],
  shippedAt: '2026-11-25T09:00:00.000Z',
});
