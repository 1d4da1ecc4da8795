import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The storefront's ecommerce events (docs/product/chat-and-tracking.md#ecommerce-events), from
 * signed-in shoppers only.
 */
export const ecommerceEvents = pgTable(
  'ecommerce_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id'),
    userId: uuid('user_id').notNull(),
    eventType: text('event_type').notNull(),
    eventData: jsonb('event_data').$type<Record<string, unknown>>(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('ecommerce_events_occurred_at_idx').on(t.occurredAt),
    index('ecommerce_events_type_idx').on(t.eventType, t.occurredAt),
  ],
);
