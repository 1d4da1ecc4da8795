import { lt } from 'drizzle-orm';
import type { Database } from '../database/database.types';
import { outbox, processedEvents } from './event-tables';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Published and failed outbox rows are kept this long (for inspection and replays). */
export const OUTBOX_RETENTION_MS = 7 * DAY_MS;

/**
 * How long a consumer remembers an event it handled. It must outlast every way the same event
 * can come back: the relay republishing within JetStream's duplicate window (2 minutes), and a
 * redelivery or a recreated consumer replaying a stream, which holds events for at most 7 days.
 * Twice that leaves room for a consumer that was down for days before it handled the event.
 */
export const PROCESSED_EVENTS_RETENTION_MS = 14 * DAY_MS;

/** Deletes what the retention figures allow; unsent outbox rows are never touched. */
export async function pruneEventTables(
  db: Database,
  now: Date,
  outboxRetentionMs = OUTBOX_RETENTION_MS,
): Promise<void> {
  const outboxCutoff = new Date(now.getTime() - outboxRetentionMs);
  await db.delete(outbox).where(lt(outbox.sentAt, outboxCutoff));
  await db.delete(outbox).where(lt(outbox.failedAt, outboxCutoff));
  const processedCutoff = new Date(now.getTime() - PROCESSED_EVENTS_RETENTION_MS);
  await db.delete(processedEvents).where(lt(processedEvents.processedAt, processedCutoff));
}
