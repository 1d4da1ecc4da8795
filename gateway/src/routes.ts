import { ANALYTICS_STREAM_PATH, CURRENCY_RATES_PATH, TRACK_PATH } from '@shop/contracts';
import type { GatewayConfig } from './config';

export type ServiceName = 'identity' | 'catalog' | 'order' | 'analytics';

export interface Route {
  prefix: string;
  service: ServiceName;
  /** Public answers kept at the gateway while it hears the service's change events. */
  edgeCached?: true;
}

/** Which service answers which public path. The gateway holds no business logic. */
export const ROUTES: readonly Route[] = [
  { prefix: '/api/user', service: 'identity' },
  { prefix: '/api/admin', service: 'identity' },
  { prefix: '/api/customers', service: 'identity' },
  { prefix: '/api/measurements', service: 'identity' },
  { prefix: '/api/product', service: 'catalog', edgeCached: true },
  { prefix: '/uploads', service: 'catalog' },
  { prefix: '/api/order', service: 'order' },
  { prefix: CURRENCY_RATES_PATH, service: 'order' },
  { prefix: '/api/analytics', service: 'analytics' },
  { prefix: '/api/realtime-analytics', service: 'analytics' },
];

/**
 * Answers that last as long as the caller listens (server-sent events): no deadline. Their
 * heartbeats, more often than UPSTREAM_TIMEOUT_MS, keep each wait on the socket bounded.
 */
export const STREAM_PATHS = [ANALYTICS_STREAM_PATH];

/** Sign-in, sign-up and password reset paths, rate limited per client address. */
export const AUTH_PATHS = [
  '/api/user/login',
  '/api/user/register',
  '/api/user/admin',
  '/api/user/resend-verification',
  '/api/user/verify-email',
  '/api/user/forgot-password',
  '/api/user/reset-password',
];

/** Paths whose bodies carry images, allowed the larger upload limit. */
export const UPLOAD_PREFIXES = ['/api/product'];

/** Paths whose answers pages of other origins embed: the product images the shell shows. */
export const EMBEDDED_PREFIXES = ['/uploads'];

/**
 * Where the shop's pages send beacons (`navigator.sendBeacon`, a no-cors request): the browser
 * refuses a same-origin-only answer to one from another origin and reports it in the console.
 */
export const BEACON_PATHS: readonly string[] = [TRACK_PATH];

/** Each service's replicas (one URL, or several: see balancing/). */
export function serviceUrls(config: GatewayConfig): Record<ServiceName, string[]> {
  return {
    identity: config.IDENTITY_URL,
    catalog: config.CATALOG_URL,
    order: config.ORDER_URL,
    analytics: config.ANALYTICS_URL,
  };
}

export const SERVICE_LABELS: Record<ServiceName, string> = {
  identity: 'Account',
  catalog: 'Catalog',
  order: 'Order',
  analytics: 'Analytics',
};
