import { trackingSettings } from './tracking-settings';

/**
 * docs/product/chat-and-tracking.md#ecommerce-events: every data layer entry says it came from the
 * web shop.
 */
export const TRACKING_PLATFORM = 'web';

export type DataLayerEntry = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes to `window.dataLayer`, which a tag manager reads whenever it loads. */
export function pushToDataLayer(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  const entry: DataLayerEntry = {
    ...data,
    event,
    platform: TRACKING_PLATFORM,
    environment: trackingSettings().environment,
  };
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

/**
 * Hands an event to the pixel and web analytics when they are loaded (the tag manager reads the
 * data layer itself).
 */
export function forwardToThirdParties(event: string, data: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const pageView = event === 'pageview';
  window.gtag?.('event', pageView ? 'page_view' : event, data);
  if (pageView) window.fbq?.('track', 'PageView');
  else window.fbq?.('trackCustom', event, data);
}
