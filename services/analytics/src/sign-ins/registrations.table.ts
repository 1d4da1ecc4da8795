import type { TrafficSource } from '@shop/contracts';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every account made, from identity.user.registered: one row per user. */
export const registrations = pgTable(
  'registrations',
  {
    userId: uuid('user_id').primaryKey(),
    email: text('email').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'date' }).notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign'),
    sourceType: text('source_type').$type<TrafficSource['type']>().notNull(),
  },
  (t) => [index('registrations_registered_at_idx').on(t.registeredAt)],
);
