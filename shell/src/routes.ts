import type { RemoteModuleId } from './federation/remote-modules';

/** A page from a remote: its path, the remote's federation name and the module it exposes. */
export type RemoteRoute = { path: string } & RemoteModuleId;

/** Pages that come from a remote: path -> federation name and exposed module. */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/', remote: 'mf_catalog', module: 'HomeRoute' },
  { path: '/collection', remote: 'mf_catalog', module: 'CollectionRoute' },
  { path: '/product/:productId', remote: 'mf_catalog', module: 'ProductRoute' },
  { path: '/cart', remote: 'mf_checkout', module: 'CartRoute' },
  { path: '/place-order', remote: 'mf_checkout', module: 'PlaceOrderRoute' },
  { path: '/orders', remote: 'mf_checkout', module: 'OrdersRoute' },
  { path: '/login', remote: 'mf_account', module: 'LoginRoute' },
  { path: '/verify-email', remote: 'mf_account', module: 'VerifyEmailRoute' },
  { path: '/reset-password', remote: 'mf_account', module: 'ResetPasswordRoute' },
  { path: '/profile', remote: 'mf_account', module: 'ProfileRoute' },
];

/**
 * The back office: everything below /admin is mf-admin's, behind the admin gate. The survey gate
 * stays out of it.
 */
export const ADMIN_ROUTE: RemoteRoute = {
  path: '/admin/*',
  remote: 'mf_admin',
  module: 'AdminRoute',
};

export const isAdminPath = (pathname: string) =>
  pathname === '/admin' || pathname.startsWith('/admin/');
