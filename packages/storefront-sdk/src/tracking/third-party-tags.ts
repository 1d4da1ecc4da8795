import type { TrackingSettings } from './tracking-settings';

/**
 * docs/product/chat-and-tracking.md#third-party-tags: the tag manager, social pixel and web
 * analytics scripts. Each loads from its vendor only when the runtime config names its id, so by
 * default the shop sends nothing to a third party; this file itself is fetched only then (see
 * configureTracking).
 */
const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js?id=';
const WEB_ANALYTICS_SCRIPT = 'https://www.googletagmanager.com/gtag/js?id=';
const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

/** Ids go into script addresses: anything but a plain id is ignored. */
const PLAIN_ID = /^[A-Za-z0-9_-]{1,40}$/;

type Command = (...args: unknown[]) => void;
interface PixelQueue extends Command {
  callMethod?: Command;
  queue: unknown[][];
  push: PixelQueue;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    gtag?: Command;
    fbq?: PixelQueue;
  }
}

const loaded = new Set<keyof TrackingSettings>();

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function idOf(settings: TrackingSettings, key: keyof TrackingSettings): string | undefined {
  const id = settings[key]?.trim();
  if (!id || loaded.has(key)) return undefined;
  if (!PLAIN_ID.test(id)) {
    console.warn(`[shop] tracking: ignoring ${key}, it is not a plain id`);
    return undefined;
  }
  loaded.add(key);
  return id;
}

export function loadThirdPartyTags(settings: TrackingSettings): void {
  if (typeof document === 'undefined') return;
  const dataLayer = (window.dataLayer = window.dataLayer ?? []);

  const tagManagerId = idOf(settings, 'tagManagerId');
  if (tagManagerId) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`${TAG_MANAGER_SCRIPT}${tagManagerId}`);
  }

  const webAnalyticsId = idOf(settings, 'webAnalyticsId');
  if (webAnalyticsId) {
    // gtag.js reads its commands as `arguments` objects from the data layer.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    window.gtag('js', new Date());
    // Page views are sent on each route change, not by gtag on load.
    window.gtag('config', webAnalyticsId, { send_page_view: false });
    addScript(`${WEB_ANALYTICS_SCRIPT}${webAnalyticsId}`);
  }

  const pixelId = idOf(settings, 'pixelId');
  if (pixelId) {
    // The pixel's own stub: calls made before fbevents.js arrives wait in its queue.
    const fbq = Object.assign(
      (...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      },
      { queue: [] as unknown[][], loaded: true, version: '2.0' },
    ) as PixelQueue;
    fbq.push = fbq;
    window.fbq = fbq;
    addScript(PIXEL_SCRIPT);
    fbq('init', pixelId);
  }
}
