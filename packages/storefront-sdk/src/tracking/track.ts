import { forwardToThirdParties, pushToDataLayer } from './data-layer';
import { recordLandingPage } from './landing-page';
import { createTracker } from './tracker';
import { setTrackingSettings, trackingSettings, type TrackingSettings } from './tracking-settings';
import { deviceTypeOf, sessionTrafficSource } from './visit-context';
import { trackingSessionId, trackingVisitorId } from './visit-ids';

/**
 * docs/product/chat-and-tracking.md#ecommerce-events: the tag-manager events the shop sends, by
 * their names there.
 */
export const ECOMMERCE_EVENTS = [
  'sign_up',
  'login',
  'add_to_cart',
  'remove_from_cart',
  'view_item',
  'begin_checkout',
  'purchase',
  'search',
  'view_cart',
  'initiate_checkout',
  'continue_shopping_clicked',
] as const;
export type EcommerceEvent = (typeof ECOMMERCE_EVENTS)[number];
/** At most 30 fields (the analytics service's limit), e.g. { items, value, currency }. */
export type TrackData = Record<string, unknown>;

/**
 * docs/product/chat-and-tracking.md#activity-records: sent on login and registration; the back
 * office's analytics screen sends a page_view activity when opened and on each tab change, and a
 * card_click when a stat card is clicked.
 */
export type ActivityType = 'login' | 'registration' | 'page_view' | 'card_click';

const tracker = createTracker();
let landingPageSent = false;
let lastPageUrl: string | undefined;

/** docs/product/chat-and-tracking.md#tracking-failures: ignored, whatever breaks. */
function quietly(work: () => void): void {
  try {
    work();
  } catch {
    // Nothing a shopper could act on.
  }
}

/**
 * Applies the runtime config's tracking settings and loads the third parties it names. Their
 * loader is fetched only when one is named: by default it costs a first visit nothing.
 */
export function configureTracking(settings: Partial<TrackingSettings>): Promise<void> {
  setTrackingSettings(settings);
  const { tagManagerId, pixelId, webAnalyticsId } = trackingSettings();
  if (!tagManagerId && !pixelId && !webAnalyticsId) return Promise.resolve();
  return import('./third-party-tags')
    .then(({ loadThirdPartyTags }) => loadThirdPartyTags(trackingSettings()))
    .catch(() => undefined);
}

/** An ecommerce event: to the data layer and third parties, and to the analytics service. */
export function track(event: EcommerceEvent, data: TrackData = {}): void {
  quietly(() => {
    pushToDataLayer(event, data);
    forwardToThirdParties(event, data);
    tracker.enqueue({
      eventType: event,
      eventData: data,
      timestamp: new Date().toISOString(),
      sessionId: trackingSessionId(),
    });
  });
}

/** The activity form, e.g. right after a login or a registration; `details` join its metadata. */
export function trackActivity(
  activityType: ActivityType,
  user: { userId?: string; email?: string } = {},
  details: Record<string, string> = {},
): void {
  quietly(() => {
    tracker.enqueue({
      ...user,
      activityType,
      trafficSource: sessionTrafficSource(),
      device: { type: deviceTypeOf(navigator.userAgent) },
      metadata: {
        userAgent: navigator.userAgent,
        language: navigator.language,
        screen: `${window.screen.width}x${window.screen.height}`,
        ...details,
      },
      sessionId: trackingSessionId(),
      visitorId: trackingVisitorId(),
    });
  });
}

/**
 * docs/product/chat-and-tracking.md#page-views: the page now shown. The session's first page
 * records the landing page (announced once as landing_page_data); every page is a pageview in the
 * data layer and a page view for the analytics service.
 */
export function trackPageView(shown: { pathname: string; search: string } = window.location): void {
  quietly(() => {
    const { pathname } = shown;
    const href = `${window.location.origin}${pathname}${shown.search}`;
    if (href === lastPageUrl) return;
    const { landingPage, isNew } = recordLandingPage();
    if (isNew) pushToDataLayer('landing_page_data', landingPage);
    const page = { url: href, title: document.title, path: pathname };
    pushToDataLayer('pageview', page);
    forwardToThirdParties('pageview', page);
    tracker.enqueue({
      sessionId: trackingSessionId(),
      visitorId: trackingVisitorId(),
      path: pathname,
      title: document.title || undefined,
      // Inside the shop the previous page is the referrer; a page load has the browser's.
      referrer: (lastPageUrl ?? document.referrer) || undefined,
      // Once per page load: the service works the session's source out from it.
      ...(landingPageSent ? {} : { landingPage }),
      timestamp: new Date().toISOString(),
    });
    landingPageSent = true;
    lastPageUrl = href;
  });
}
