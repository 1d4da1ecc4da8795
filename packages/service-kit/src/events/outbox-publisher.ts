import { eq, inArray, sql } from 'drizzle-orm';
import type { JetStreamClient } from 'nats';
import type { Database } from '../database/database.types';
import { tracePublish } from '../telemetry/tracing/messaging-spans';
import { outbox, type OutboxRow } from './event-tables';
import type { EventsLogger } from './events-logger';
import { deadLetterOutboxRow } from './outbox-dead-letter';
import { classifyPublishError, MAX_PUBLISH_ATTEMPTS } from './publish-failure';
import { DEAD_LETTER_STREAM, streamForSubject } from './streams';

interface OutboxPublisherOptions {
  db: Database;
  js: JetStreamClient;
  /** Its dead letters are filed as consumer `<serviceName>-outbox`. */
  serviceName: string;
  publishTimeoutMs: number;
  logger: EventsLogger;
}

/** A stream at its size limit refused a row: the row and those after it wait in the outbox. */
export class StreamFullError extends Error {}

/**
 * Publishes one outbox row and settles what it can: refused and counted; or given up on, marked
 * failed and dead-lettered (see publish-failure.ts). A row JetStream took is answered 'sent' and
 * marked later with the rest of its batch (markSent), one statement for all. Throws when the row
 * must wait and the rows after it with it: NATS cannot take events now, the server refused a row
 * it may yet accept, or its stream is full.
 */
export class OutboxPublisher {
  private readonly full = new Set<string>();

  constructor(private readonly options: OutboxPublisherOptions) {}

  /** Streams that refused the last publish for want of room. */
  fullStreams(): string[] {
    return [...this.full].sort();
  }

  async publish(row: OutboxRow): Promise<'sent' | 'failed'> {
    const { db, js, publishTimeoutMs } = this.options;
    if (!hasStream(row.subject)) {
      await this.giveUp(row, `No event stream holds subject "${row.subject}"`, row.attempts);
      return 'failed';
    }
    const stream = streamForSubject(row.subject);
    try {
      await tracePublish(row, (headers) =>
        js.publish(row.subject, JSON.stringify(row.payload), {
          msgID: row.id,
          timeout: publishTimeoutMs,
          headers,
        }),
      );
      this.full.delete(stream);
    } catch (error) {
      const failure = classifyPublishError(error, true);
      if (failure.kind === 'full') {
        await this.noteError(row, failure.reason);
        throw this.streamFull(stream, row, failure.reason);
      }
      if (failure.kind === 'transient') {
        await this.noteError(row, failure.reason);
        throw new Error(`NATS cannot take events now: ${failure.reason}`);
      }
      const [counted] = await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, lastError: failure.reason })
        .where(eq(outbox.id, row.id))
        .returning({ attempts: outbox.attempts });
      const attempts = counted?.attempts ?? row.attempts + 1;
      if (failure.kind === 'permanent' || attempts >= MAX_PUBLISH_ATTEMPTS) {
        await this.giveUp(row, failure.reason, attempts);
        return 'failed';
      }
      // Later rows wait: events leave in order while the server may still accept this one.
      throw new Error(
        `${row.subject} ${row.id} refused (attempt ${attempts} of ${MAX_PUBLISH_ATTEMPTS}): ${failure.reason}`,
      );
    }
    return 'sent';
  }

  /**
   * Marks rows JetStream took as sent. Should the process die before, they are published again
   * and JetStream's de-duplication by event id (then the consumers' own) absorbs the repeat.
   */
  async markSent(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.options.db
      .update(outbox)
      .set({ sentAt: sql`now()`, claimedUntil: null })
      .where(inArray(outbox.id, [...ids]));
  }

  /** Marks the row failed once its dead letter is filed; the relay then moves on to the next. */
  private async giveUp(row: OutboxRow, reason: string, attempts: number): Promise<void> {
    const consumer = `${this.options.serviceName}-outbox`;
    let lastError = reason;
    try {
      await deadLetterOutboxRow(this.options.js, row, {
        consumer,
        error: reason,
        deliveries: attempts,
      });
      this.full.delete(DEAD_LETTER_STREAM);
    } catch (error) {
      const failure = classifyPublishError(error, true);
      if (failure.kind === 'full') throw this.streamFull(DEAD_LETTER_STREAM, row, failure.reason);
      if (failure.kind === 'transient')
        throw new Error(`NATS cannot take events now: ${failure.reason}`);
      lastError = `${reason}; no dead letter filed: ${failure.reason}`;
    }
    await this.options.db
      .update(outbox)
      .set({ failedAt: new Date(), lastError, claimedUntil: null })
      .where(eq(outbox.id, row.id));
    this.options.logger.error(
      `Outbox gave up on ${row.subject} ${row.id} (${attempts} refused attempts): ${lastError}`,
    );
  }

  private streamFull(stream: string, row: OutboxRow, reason: string): StreamFullError {
    this.full.add(stream);
    return new StreamFullError(
      `stream ${stream} refuses ${row.subject} ${row.id}, ${reason}; it and the events after it wait in the outbox until the stream has room`,
    );
  }

  private async noteError(row: OutboxRow, reason: string): Promise<void> {
    await this.options.db
      .update(outbox)
      .set({ lastError: reason })
      .where(eq(outbox.id, row.id))
      .catch(() => undefined);
  }
}

function hasStream(subject: string): boolean {
  try {
    streamForSubject(subject);
    return true;
  } catch {
    return false;
  }
}
