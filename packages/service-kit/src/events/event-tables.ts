import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EventEnvelope } from '@shop/contracts';
import type { TraceCarrier } from '../telemetry/tracing/nats-trace-headers';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Events waiting to be published, written in the same transaction as the change they describe. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    subject: text('subject').notNull(),
    payload: jsonb('payload').$type<EventEnvelope>().notNull(),
    // clock_timestamp, not now(): now() is frozen for the whole transaction, so several events
    // emitted by one transaction would tie and lose their order.
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    sentAt: timestamptz('sent_at'),
    /** Publishes the server refused; outages and timeouts are not counted. */
    attempts: integer('attempts').notNull().default(0),
    /** Set when the row was given up on and dead-lettered; the relay then moves past it. */
    failedAt: timestamptz('failed_at'),
    lastError: text('last_error'),
    /** On a PostgreSQL server: the relay publishing this row, until its lease runs out. */
    claimedBy: text('claimed_by'),
    claimedUntil: timestamptz('claimed_until'),
    /** The trace context of the transaction that wrote the row; the relay publishes it along. */
    traceContext: jsonb('trace_context').$type<TraceCarrier>(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    // The hourly prune deletes by sent_at and failed_at.
    index('outbox_sent_at_idx').on(t.sentAt),
    index('outbox_failed_at_idx')
      .on(t.failedAt)
      .where(sql`${t.failedAt} is not null`),
  ],
);

/** What each durable consumer has already handled, so a redelivered event is a no-op. */
export const processedEvents = pgTable(
  'processed_events',
  {
    consumer: text('consumer').notNull(),
    eventId: uuid('event_id').notNull(),
    processedAt: timestamptz('processed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.consumer, t.eventId] }),
    index('processed_events_processed_at_idx').on(t.processedAt),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
