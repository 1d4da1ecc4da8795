import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { trafficColumns } from './traffic-columns';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One browser session (the storefront's per-session id): where it came from, on what device,
 * from which place, and how much it did. The dashboard counts from here rather than from the
 * page views: a session belongs to the period it started in (the combined figures) and is
 * active while it was last seen within a time range (the live figures).
 */
export const visits = pgTable(
  'visits',
  {
    sessionId: text('session_id').primaryKey(),
    /** The browser's lasting id when it sends one, else the session id: a unique visitor. */
    visitorId: text('visitor_id').notNull(),
    userId: uuid('user_id'),
    email: text('email'),
    startedAt: at('started_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    landingPath: text('landing_path'),
    referrer: text('referrer'),
    ...trafficColumns(),
    pageViews: integer('page_views').notNull().default(0),
    /** Everything tracked in the session: page views, activities and ecommerce events. */
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    index('visits_started_at_idx').on(t.startedAt, t.visitorId),
    index('visits_last_seen_at_idx').on(t.lastSeenAt, t.visitorId),
    index('visits_user_id_idx').on(t.userId, t.lastSeenAt),
    // The signed-in sessions seen lately, for the active users listed.
    index('visits_signed_in_last_seen_at_idx')
      .on(t.lastSeenAt)
      .where(sql`${t.userId} is not null`),
    // A visitor's sessions, for when it was last seen (visitor_latest).
    index('visits_visitor_id_idx').on(t.visitorId, t.lastSeenAt),
    // The signed-in sessions of a period, for the conversions by traffic source.
    index('visits_signed_in_started_at_idx')
      .on(t.startedAt)
      .where(sql`${t.userId} is not null`),
  ],
);

export type VisitRow = typeof visits.$inferInsert;
