import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * What the visit rollups count by: every session (`all`, both keys ''), by traffic source
 * (`source`: source, medium) and by place (`place`: country, city).
 */
export type RollupDimension = 'all' | 'source' | 'place';

const dimensionColumns = {
  dimension: text('dimension').$type<RollupDimension>().notNull(),
  keyA: text('key_a').notNull(),
  keyB: text('key_b').notNull(),
};

/**
 * Sessions and their page views by the UTC day the session started. Counted from the changes of
 * `visits` (migrations 0005 and 0007) before anyone reads them (`VisitRollups`), so exact.
 */
export const visitDays = pgTable(
  'visit_days',
  {
    ...dimensionColumns,
    day: date('day', { mode: 'string' }).notNull(),
    sessions: integer('sessions').notNull(),
    pageViews: bigint('page_views', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.keyA, t.keyB, t.day] })],
);

/**
 * Each UTC day a visitor started a session on, with the visitor's day before it (`-infinity` for
 * the first): a visitor counts once in a range, on its first day there, the one whose previous
 * day lies before the range.
 */
export const visitorDays = pgTable(
  'visitor_days',
  {
    ...dimensionColumns,
    visitorId: text('visitor_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sessions: integer('sessions').notNull(),
    previousDay: date('previous_day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.keyA, t.keyB, t.visitorId, t.day] })],
);

/**
 * `visitor_days` counted by (day, previous day): the unique visitors of days [a, b) are the sum
 * over those days of the rows whose previous day is before a.
 */
export const visitorReturns = pgTable(
  'visitor_returns',
  {
    ...dimensionColumns,
    day: date('day', { mode: 'string' }).notNull(),
    previousDay: date('previous_day', { mode: 'string' }).notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dimension, t.keyA, t.keyB, t.day, t.previousDay] }),
    index('visitor_returns_day_idx').on(t.dimension, t.day),
  ],
);

const latestColumns = {
  dimension: text('dimension').$type<RollupDimension>().notNull(),
  keyA: text('key_a').notNull(),
  keyB: text('key_b').notNull(),
  /** The source type beside source and medium; '' otherwise. */
  keyC: text('key_c').notNull(),
};
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The UTC hour each visitor was last seen in (the latest of its sessions' last seen), by
 * dimension: the visitors active since a whole hour are those whose hour is at or after it; for
 * the hour a range starts in, the moment comes from the visits. Counted like `visitDays`
 * (migrations 0006 and 0007).
 */
export const visitorLatest = pgTable(
  'visitor_latest',
  {
    ...latestColumns,
    visitorId: text('visitor_id').notNull(),
    lastSeenHour: at('last_seen_hour').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dimension, t.keyA, t.keyB, t.keyC, t.visitorId] }),
    index('visitor_latest_seen_idx').on(t.dimension, t.lastSeenHour),
  ],
);

/**
 * `visitor_latest` counted by the hour of the last sighting, and the hits of the sessions last
 * seen in that hour (place only): the whole hours of a time range come from here, the hour it
 * starts in from the rows.
 */
export const latestHours = pgTable(
  'latest_hours',
  {
    ...latestColumns,
    hour: at('hour').notNull(),
    visitors: integer('visitors').notNull(),
    hits: bigint('hits', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dimension, t.keyA, t.keyB, t.keyC, t.hour] }),
    index('latest_hours_hour_idx').on(t.dimension, t.hour),
  ],
);

/**
 * The changes of `visits` not yet counted into the rollups above: the trigger on `visits`
 * (migration 0007) writes a row per session left behind (`sign` -1) and per session written
 * (`sign` +1), with the columns the rollups count by; `apply_pending_visit_changes()` counts them
 * in and deletes them (`VisitRollups`).
 */
export const visitChanges = pgTable('visit_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  sign: smallint('sign').notNull(),
  sessionId: text('session_id').notNull(),
  visitorId: text('visitor_id').notNull(),
  startedAt: at('started_at').notNull(),
  lastSeenAt: at('last_seen_at').notNull(),
  source: text('source').notNull(),
  medium: text('medium').notNull(),
  sourceType: text('source_type').notNull(),
  country: text('country').notNull(),
  city: text('city').notNull(),
  pageViews: integer('page_views').notNull(),
  hits: integer('hits').notNull(),
});
