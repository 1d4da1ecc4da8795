import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The latest session version of every account whose sessions were ended, as learnt from
 * `identity.sessions-revoked`: a login token of that account with a lower `sv` is refused. Each
 * service that checks tokens keeps its own copy, so no request waits for identity.
 */
export const sessionRevocations = pgTable('session_revocations', {
  userId: uuid('user_id').primaryKey(),
  sessionVersion: integer('session_version').notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }).notNull(),
});
