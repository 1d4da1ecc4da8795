import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempts counted per window, kept in the database so every replica of identity counts
 * together. One row per scope and key (an e-mail address or a client address); a row whose
 * window has passed starts again from 1 on its next attempt.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** What is counted: 'login', 'admin-login', 'resend', 'password-reset'. */
    scope: text('scope').notNull(),
    /** 'email:<address, lower case>' or 'address:<client address>'. */
    key: text('key').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ name: 'rate_limit_counters_pk', columns: [t.scope, t.key] })],
);
