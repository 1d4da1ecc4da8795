// Runs mf-checkout on its own (npm run dev -w mf-checkout), without the shell around it.
import { Navigate, Route } from 'react-router-dom';
import { runStandalone } from '@shop/storefront-sdk/src/standalone';
import '@shop/ui/src/tokens.css';
import CartRoute from './routes/cart-route';
import OrdersRoute from './routes/orders-route';
import PlaceOrderRoute from './routes/place-order-route';

runStandalone({
  name: 'mf-checkout',
  links: [
    ['/cart', 'Cart'],
    ['/place-order', 'Place order'],
    ['/orders', 'Orders'],
  ],
  routes: (
    <>
      <Route path="/" element={<Navigate to="/cart" replace />} />
      <Route path="/cart" element={<CartRoute />} />
      <Route path="/place-order" element={<PlaceOrderRoute />} />
      <Route path="/orders" element={<OrdersRoute />} />
    </>
  ),
});
