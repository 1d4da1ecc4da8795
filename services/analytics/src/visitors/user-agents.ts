import type { Device } from '@shop/contracts';
import { UAParser } from 'ua-parser-js';

/**
 * The device behind a User-Agent header (storefront spec §9: mobile, tablet or desktop; any
 * other kind, such as a TV or console, and an unknown one count as desktop).
 */
export function deviceOf(userAgent: string | undefined): Device | undefined {
  if (!userAgent) return undefined;
  const { device, browser, os } = new UAParser(userAgent.slice(0, 500)).getResult();
  return {
    type: device.type === 'mobile' || device.type === 'tablet' ? device.type : 'desktop',
    ...(browser.name ? { browser: browser.name } : {}),
    ...(os.name ? { os: os.name } : {}),
  };
}
