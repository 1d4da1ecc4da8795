import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { isNotNull, sql } from 'drizzle-orm';
import type { JetStreamClient } from 'nats';
import type { Database } from '../database/database.types';
import { outsideAnyTrace } from '../telemetry/tracing/messaging-spans';
import { outbox } from './event-tables';
import { OUTBOX_RETENTION_MS, pruneEventTables } from './event-retention';
import { describeError, type EventsLogger } from './events-logger';
import { OutboxPublisher, StreamFullError } from './outbox-publisher';
import {
  ClaimedOutboxRows,
  pendingRow,
  SoleRelayRows,
  type OutboxBatch,
  type PendingOutboxRows,
} from './outbox-rows';

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

/**
 * Publishes outbox rows to JetStream in the order they were written, in batches, and backs off
 * while they cannot leave. Each row is published with its event id as message id, so
 * republishing after a crash is absorbed by JetStream de-duplication (and by idempotent
 * consumers beyond its window). A row that can never be published is marked failed and
 * dead-lettered, and the relay moves on; a row its stream has no room for waits, with the rows
 * after it, until room is made (see outbox-publisher.ts).
 */
export class OutboxRelay {
  private readonly intervalMs: number;
  private readonly maxBackoffMs: number;
  private readonly batchSize: number;
  private readonly publishTimeoutMs: number;
  private readonly retentionMs: number;
  private readonly logger: EventsLogger;
  private readonly rows: PendingOutboxRows;
  private readonly publisher: OutboxPublisher;
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
    this.publisher = new OutboxPublisher({
      db: options.db,
      js: options.js,
      serviceName: options.serviceName,
      publishTimeoutMs: this.publishTimeoutMs,
      logger: this.logger,
    });
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
    // Woken by one commit, a pass publishes every pending row, each in the trace that wrote it.
    this.running = outsideAnyTrace(() => this.drain()).finally(() => {
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
    const fullStreams = this.publisher.fullStreams();
    return {
      backlog: Number(pending.backlog),
      oldestPendingAgeSeconds: age === null ? null : Math.max(0, Math.floor(age)),
      failed: Number(failed.count),
      ...(fullStreams.length ? { fullStreams } : {}),
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
    // A batch left half published (a failure) is handed back; a settled one holds nothing.
    let unsettled = false;
    try {
      let more: boolean;
      do {
        const batch = await this.rows.take(this.batchSize);
        unsettled = batch.rows.length > 0;
        more = (await this.publishBatch(batch)) || batch.rows.length === this.batchSize;
        unsettled = false;
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
      if (unsettled) await this.rows.release().catch(() => undefined);
    }
  }

  /**
   * Publishes a batch in order, then marks what left as sent in one statement (also when a row
   * stops the batch); true when it stopped early because its lease runs out.
   */
  private async publishBatch({ rows, publishableUntil }: OutboxBatch): Promise<boolean> {
    const sent: string[] = [];
    let leaseRunsOut = false;
    try {
      for (const [index, row] of rows.entries()) {
        if (Date.now() + this.publishTimeoutMs + LEASE_MARGIN_MS > publishableUntil) {
          if (index === 0) throw new Error('Outbox claim took so long that its lease ran out');
          leaseRunsOut = true;
          break;
        }
        if ((await this.publisher.publish(row)) === 'sent') sent.push(row.id);
      }
    } finally {
      await this.publisher.markSent(sent);
    }
    if (leaseRunsOut) await this.rows.release();
    return leaseRunsOut;
  }
}
