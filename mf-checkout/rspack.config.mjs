import { federatedApp } from '../scripts/rspack/federated-app.mjs';

export default federatedApp({
  name: 'mf_checkout',
  title: 'Checkout · Leather & Last',
  exposes: {
    './CartRoute': './src/features/cart/components/cart-page.tsx',
    './PlaceOrderRoute': './src/features/checkout/components/place-order-page.tsx',
    './OrdersRoute': './src/features/orders/components/orders-page.tsx',
  },
});
