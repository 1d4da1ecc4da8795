import { date, integer, bigint, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
 * Sessions and their page views by the UTC day the session started. Kept by the triggers on
 * `visits` (migration 0005) in the transaction that changes a visit, so always exact.
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
