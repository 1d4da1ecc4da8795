import type { Device } from '@shop/contracts';
import { UAParser } from 'ua-parser-js';
import { LookupCache } from './lookup-cache';

const parsed = new LookupCache<Device>(2000);

/**
 * The device behind a User-Agent header (docs/product/chat-and-tracking.md#device-type: mobile,
 * tablet or desktop; any other kind, such as a TV or console, and an unknown one count as
 * desktop).
 */
export function deviceOf(userAgent: string | undefined): Device | undefined {
  if (!userAgent) return undefined;
  return parsed.get(userAgent.slice(0, 500), parse);
}

function parse(userAgent: string): Device {
  const { device, browser, os } = new UAParser(userAgent).getResult();
  return {
    type: device.type === 'mobile' || device.type === 'tablet' ? device.type : 'desktop',
    ...(browser.name ? { browser: browser.name } : {}),
    ...(os.name ? { os: os.name } : {}),
  };
}
