import { and, eq, lt, sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../database/database.types';

/**
 * How often each consumer's handler refused an event. Written outside the handler's transaction
 * (which rolled back), so the count survives redeliveries, restarts and other replicas; removed
 * when the event is handled or filed as a dead letter.
 */
export const eventFailures = pgTable(
  'event_failures',
  {
    consumer: text('consumer').notNull(),
    eventId: uuid('event_id').notNull(),
    refusals: integer('refusals').notNull(),
    lastError: text('last_error').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
);

/** Counts one more refusal and returns the total so far. */
export async function recordRefusal(
  db: DbOrTx,
  consumer: string,
  eventId: string,
  error: string,
): Promise<number> {
  const [row] = await db
    .insert(eventFailures)
    .values({ consumer, eventId, refusals: 1, lastError: error })
    .onConflictDoUpdate({
      target: [eventFailures.consumer, eventFailures.eventId],
      set: {
        refusals: sql`${eventFailures.refusals} + 1`,
        lastError: error,
        updatedAt: sql`now()`,
      },
    })
    .returning({ refusals: eventFailures.refusals });
  return row.refusals;
}

export async function clearRefusals(db: DbOrTx, consumer: string, eventId: string) {
  await db
    .delete(eventFailures)
    .where(and(eq(eventFailures.consumer, consumer), eq(eventFailures.eventId, eventId)));
}

/** Forgets counts of events the stream no longer holds (past its max age). */
export async function pruneRefusals(db: DbOrTx, consumer: string, olderThan: Date) {
  await db
    .delete(eventFailures)
    .where(and(eq(eventFailures.consumer, consumer), lt(eventFailures.updatedAt, olderThan)));
}
