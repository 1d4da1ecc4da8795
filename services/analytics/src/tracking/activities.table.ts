import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { trafficColumns } from './traffic-columns';

/**
 * The activity records the storefront sends on login and registration
 * (docs/product/chat-and-tracking.md#activity-records).
 */
export const activities = pgTable(
  'activities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id'),
    /** The login token's user; null for an activity sent without one. */
    userId: uuid('user_id'),
    email: text('email'),
    activityType: text('activity_type').notNull(),
    ...trafficColumns(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('activities_occurred_at_idx').on(t.occurredAt),
    index('activities_user_id_idx').on(t.userId, t.occurredAt),
  ],
);
