import { trackingSettings } from './tracking-settings';

/** Storefront spec §7: every data layer entry says it came from the web shop. */
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
