import type { Device, TrafficSource } from '@shop/contracts';
import { text } from 'drizzle-orm/pg-core';

/** Where a visitor came from, on what device and browser, and from which place. */
export const trafficColumns = () => ({
  source: text('source').notNull(),
  medium: text('medium').notNull(),
  campaign: text('campaign'),
  sourceType: text('source_type').$type<TrafficSource['type']>().notNull(),
  deviceType: text('device_type').$type<Device['type']>(),
  browser: text('browser'),
  os: text('os'),
  country: text('country').notNull(),
  city: text('city').notNull(),
});
