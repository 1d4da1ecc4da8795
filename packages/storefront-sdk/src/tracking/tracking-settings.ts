/**
 * docs/product/chat-and-tracking.md#ecommerce-events: the data layer's environment unless the
 * runtime config names another.
 */
export const DEFAULT_TRACKING_ENVIRONMENT = 'production';

/** What the runtime config says about tracking; a third party's id left out loads nothing of it. */
export interface TrackingSettings {
  environment: string;
  /** A tag manager container, e.g. GTM-XXXXXXX. */
  tagManagerId?: string;
  /** A social pixel, e.g. a Meta pixel's number. */
  pixelId?: string;
  /** A web analytics property, e.g. G-XXXXXXXXXX. */
  webAnalyticsId?: string;
}

let settings: TrackingSettings = { environment: DEFAULT_TRACKING_ENVIRONMENT };

export function trackingSettings(): TrackingSettings {
  return settings;
}

export function setTrackingSettings(next: Partial<TrackingSettings>): void {
  settings = {
    ...next,
    environment: next.environment?.trim() || DEFAULT_TRACKING_ENVIRONMENT,
  };
}
