import type { Device, TrafficSource } from '@shop/contracts';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every sign-in, from identity.user.logged-in: one row per event. */
export const logins = pgTable(
  'logins',
  {
    eventId: uuid('event_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    email: text('email').notNull(),
    loggedInAt: timestamp('logged_in_at', { withTimezone: true, mode: 'date' }).notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign'),
    sourceType: text('source_type').$type<TrafficSource['type']>().notNull(),
    deviceType: text('device_type').$type<Device['type']>(),
  },
  (t) => [
    index('logins_logged_in_at_idx').on(t.loggedInAt),
    index('logins_user_id_idx').on(t.userId, t.loggedInAt),
  ],
);
