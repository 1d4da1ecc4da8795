import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every page a visitor opened, in the order of the session. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    userId: uuid('user_id'),
    path: text('path').notNull(),
    title: text('title'),
    referrer: text('referrer'),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('page_views_occurred_at_idx').on(t.occurredAt),
    index('page_views_session_idx').on(t.sessionId, t.occurredAt),
  ],
);
