import { federatedApp } from '../scripts/rspack/federated-app.mjs';

export default federatedApp({
  name: 'mf_checkout',
  title: 'Checkout · Leather & Last',
  exposes: {
    './CartRoute': './src/routes/cart-route.tsx',
    './PlaceOrderRoute': './src/routes/place-order-route.tsx',
    './OrdersRoute': './src/routes/orders-route.tsx',
  },
});
