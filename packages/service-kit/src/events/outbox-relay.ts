import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { JetStreamClient } from 'nats';
import type { Database } from '../database/database.types';
import { outbox, type OutboxRow } from './event-tables';
import { OUTBOX_RETENTION_MS, pruneEventTables } from './event-retention';
import { describeError, type EventsLogger } from './events-logger';
import { deadLetterOutboxRow } from './outbox-dead-letter';
import {
  ClaimedOutboxRows,
  pendingRow,
  SoleRelayRows,
  type OutboxBatch,
  type PendingOutboxRows,
} from './outbox-rows';
import { classifyPublishError, MAX_PUBLISH_ATTEMPTS } from './publish-failure';
import { DEAD_LETTER_STREAM, streamForSubject } from './streams';

export interface OutboxRelayOptions {
  db: Database;
  js: JetStreamClient;
  /** Names the relay in claims and its dead letters (consumer `<serviceName>-outbox`). */
  serviceName: string;
  /**
   * On a PostgreSQL server several replicas may run: relays then claim their batches and take
   * turns. The embedded database has one process, whose relay needs no claims.
   */
  claimRows?: boolean;
  /** How long a claimed batch is reserved for this relay. Defaults to 15 s. */
  claimLeaseMs?: number;
  intervalMs?: number;
  /** The longest wait between passes after failures; the wait doubles from intervalMs. */
  maxBackoffMs?: number;
  batchSize?: number;
  publishTimeoutMs?: number;
  /** Published and failed rows are kept this long (for inspection and replays), then deleted. */
  retentionMs?: number;
  logger?: EventsLogger;
}

/** For /health: what waits to be published, and what was given up on. */
export interface OutboxReport {
  /** Rows not yet published and not given up on. */
  backlog: number;
  oldestPendingAgeSeconds: number | null;
  /** Rows marked failed (and dead-lettered) that retention has not yet deleted. */
  failed: number;
  /** Streams that refused this relay's last publish for want of room; absent while none does. */
  fullStreams?: string[];
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** A relay stops publishing a claimed batch this long, plus a publish timeout, before its lease ends. */
const LEASE_MARGIN_MS = 1000;

/** A stream at its size limit refused a row: the row and those after it wait in the outbox. */
class StreamFullError extends Error {}

/**
 * Publishes outbox rows to JetStream in the order they were written. Each row is published with
 * its event id as message id, so republishing after a crash is absorbed by JetStream
 * de-duplication (and by idempotent consumers beyond its window). A row that can never be
 * published is marked failed and dead-lettered, and the relay moves on (see publish-failure.ts);
 * a row its stream has no room for waits, with the rows after it, until room is made.
 */
export class OutboxRelay {
  private readonly intervalMs: number;
  private readonly maxBackoffMs: number;
  private readonly batchSize: number;
  private readonly publishTimeoutMs: number;
  private readonly retentionMs: number;
  private readonly logger: EventsLogger;
  private readonly rows: PendingOutboxRows;
  private readonly fullStreams = new Set<string>();
  private lastPrunedAt = 0;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private rerun = false;
  private stopped = false;
  private failedPasses = 0;
  private retryAt = 0;

  constructor(private readonly options: OutboxRelayOptions) {
    this.intervalMs = options.intervalMs ?? 250;
    this.maxBackoffMs = options.maxBackoffMs ?? 5000;
    this.batchSize = options.batchSize ?? 100;
    this.publishTimeoutMs = options.publishTimeoutMs ?? 5000;
    this.retentionMs = options.retentionMs ?? OUTBOX_RETENTION_MS;
    this.logger = options.logger ?? new Logger(OutboxRelay.name);
    const relayId = `${options.serviceName}@${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    const leaseMs = options.claimLeaseMs ?? 15_000;
    if (options.claimRows && leaseMs <= this.publishTimeoutMs + LEASE_MARGIN_MS) {
      throw new Error(
        `The outbox claim lease (${leaseMs} ms) must outlast a publish timeout (${this.publishTimeoutMs} ms) by more than ${LEASE_MARGIN_MS} ms`,
      );
    }
    this.rows = options.claimRows
      ? new ClaimedOutboxRows(options.db, relayId, leaseMs)
      : new SoleRelayRows(options.db);
  }

  /** Starts the periodic pass; the first pass republishes whatever a crash left unsent. */
  start(): void {
    if (this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.kick(), this.intervalMs);
    this.timer.unref();
    void this.kick();
  }

  /** Stops after the batch in hand is settled. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Publishes pending rows now; resolves when they are out (or the attempt failed). After a
   * failed pass it waits out the backoff instead.
   */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    if (Date.now() < this.retryAt) return Promise.resolve();
    this.running = this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async report(): Promise<OutboxReport> {
    const { db } = this.options;
    const [pending] = await db
      .select({
        backlog: sql<number>`count(*)::int`,
        oldestAgeSeconds: sql<
          number | null
        >`extract(epoch from now() - min(${outbox.createdAt}))::float8`,
      })
      .from(outbox)
      .where(pendingRow);
    const [failed] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(isNotNull(outbox.failedAt));
    const age = pending.oldestAgeSeconds === null ? null : Number(pending.oldestAgeSeconds);
    return {
      backlog: Number(pending.backlog),
      oldestPendingAgeSeconds: age === null ? null : Math.max(0, Math.floor(age)),
      failed: Number(failed.count),
      ...(this.fullStreams.size ? { fullStreams: [...this.fullStreams].sort() } : {}),
    };
  }

  /** Deletes rows past their retention and processed-event records past theirs. */
  async prune(now = new Date()): Promise<void> {
    this.lastPrunedAt = now.getTime();
    await pruneEventTables(this.options.db, now, this.retentionMs);
  }

  private async drain(): Promise<void> {
    do {
      this.rerun = false;
      await this.pass();
    } while (this.rerun && !this.stopped && this.retryAt === 0);
  }

  private async pass(): Promise<void> {
    try {
      let more: boolean;
      do {
        const batch = await this.rows.take(this.batchSize);
        more = (await this.publishBatch(batch)) || batch.rows.length === this.batchSize;
      } while (more && !this.stopped);
      if (this.failedPasses > 0) this.logger.log('Outbox relay is publishing again');
      this.failedPasses = 0;
      this.retryAt = 0;
      if (Date.now() - this.lastPrunedAt >= PRUNE_EVERY_MS) await this.prune();
    } catch (error) {
      // One line per outage, not one per pass; a full stream needs someone to make room.
      if (this.failedPasses === 0 && error instanceof StreamFullError)
        this.logger.error(`Outbox relay cannot publish: ${error.message}`);
      else if (this.failedPasses === 0)
        this.logger.warn(`Outbox relay cannot publish, will retry: ${describeError(error)}`);
      this.failedPasses += 1;
      const backoff = this.intervalMs * 2 ** Math.min(this.failedPasses - 1, 16);
      this.retryAt = Date.now() + Math.min(backoff, this.maxBackoffMs);
    } finally {
      await this.rows.release().catch(() => undefined);
    }
  }

  /** Publishes a batch in order; true when it stopped early because its lease runs out. */
  private async publishBatch({ rows, publishableUntil }: OutboxBatch): Promise<boolean> {
    for (const [index, row] of rows.entries()) {
      if (Date.now() + this.publishTimeoutMs + LEASE_MARGIN_MS > publishableUntil) {
        if (index === 0) throw new Error('Outbox claim took so long that its lease ran out');
        await this.rows.release();
        return true;
      }
      await this.publish(row);
    }
    return false;
  }

  private async publish(row: OutboxRow): Promise<void> {
    const { db, js } = this.options;
    if (!hasStream(row.subject)) {
      return this.giveUp(row, `No event stream holds subject "${row.subject}"`, row.attempts);
    }
    const stream = streamForSubject(row.subject);
    try {
      await js.publish(row.subject, JSON.stringify(row.payload), {
        msgID: row.id,
        timeout: this.publishTimeoutMs,
      });
      this.fullStreams.delete(stream);
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
        return this.giveUp(row, failure.reason, attempts);
      }
      // Later rows wait: events leave in order while the server may still accept this one.
      throw new Error(
        `${row.subject} ${row.id} refused (attempt ${attempts} of ${MAX_PUBLISH_ATTEMPTS}): ${failure.reason}`,
      );
    }
    await db
      .update(outbox)
      .set({ sentAt: new Date(), claimedUntil: null })
      .where(eq(outbox.id, row.id));
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
      this.fullStreams.delete(DEAD_LETTER_STREAM);
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
    this.logger.error(
      `Outbox gave up on ${row.subject} ${row.id} (${attempts} refused attempts): ${lastError}`,
    );
  }

  private streamFull(stream: string, row: OutboxRow, reason: string): StreamFullError {
    this.fullStreams.add(stream);
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
