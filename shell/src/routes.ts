/** Pages that come from a remote: path -> federation name and exposed module. */
export const REMOTE_ROUTES: Array<{ path: string; remote: string; module: string }> = [
  { path: '/', remote: 'mf_catalog', module: 'HomeRoute' },
  { path: '/collection', remote: 'mf_catalog', module: 'CollectionRoute' },
  { path: '/product/:productId', remote: 'mf_catalog', module: 'ProductRoute' },
  { path: '/cart', remote: 'mf_checkout', module: 'CartRoute' },
  { path: '/place-order', remote: 'mf_checkout', module: 'PlaceOrderRoute' },
  { path: '/orders', remote: 'mf_checkout', module: 'OrdersRoute' },
  { path: '/login', remote: 'mf_account', module: 'LoginRoute' },
  { path: '/verify-email', remote: 'mf_account', module: 'VerifyEmailRoute' },
  { path: '/profile', remote: 'mf_account', module: 'ProfileRoute' },
  // The admin remote handles everything below /admin itself.
  { path: '/admin/*', remote: 'mf_admin', module: 'AdminRoute' },
];
