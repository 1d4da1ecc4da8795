import { classifyTrafficSource, type DEVICE_TYPES, type TrafficSource } from '@shop/contracts';
import { readLandingPage } from './landing-page';

export type DeviceType = (typeof DEVICE_TYPES)[number];

const TABLET = /ipad|tablet|playbook|silk|kindle|android(?!.*mobi)/i;
const MOBILE = /mobi|iphone|ipod|android|blackberry|iemobile|opera mini/i;

/**
 * docs/product/chat-and-tracking.md#device-type: mobile, tablet or desktop, from the browser's
 * user agent.
 */
export function deviceTypeOf(userAgent: string): DeviceType {
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}

function hostOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).hostname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * docs/product/chat-and-tracking.md#traffic-source, by the rule the analytics service applies
 * too: where this session came from, as its landing page record tells. Links between the shop's
 * own pages are direct.
 */
export function sessionTrafficSource(): TrafficSource {
  const landingPage = readLandingPage() ?? {};
  return classifyTrafficSource(
    landingPage,
    hostOf(landingPage.url) ??
      (typeof window !== 'undefined' ? window.location.hostname : undefined),
  );
}
