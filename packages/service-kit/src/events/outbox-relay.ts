import { Logger } from '@nestjs/common';
import { asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { JetStreamClient } from 'nats';
import type { Database } from '../database/database.types';
import { outbox, type OutboxRow } from './event-tables';
import { describeError, type EventsLogger } from './events-logger';

export interface OutboxRelayOptions {
  db: Database;
  js: JetStreamClient;
  intervalMs?: number;
  batchSize?: number;
  publishTimeoutMs?: number;
  /** Published rows are kept this long (for inspection and replays), then deleted. */
  retentionMs?: number;
  logger?: EventsLogger;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Publishes outbox rows to JetStream in the order they were written. Each row is published with
 * its event id as message id, so republishing after a crash or with a second replica's relay is
 * absorbed by JetStream de-duplication (and by idempotent consumers beyond its window). No lock
 * is held while publishing: on the embedded database one open transaction would stall every
 * other query for as long as NATS takes to answer.
 */
export class OutboxRelay {
  private readonly intervalMs: number;
  private readonly batchSize: number;
  private readonly publishTimeoutMs: number;
  private readonly retentionMs: number;
  private readonly logger: EventsLogger;
  private lastPrunedAt = 0;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private rerun = false;
  private stopped = false;
  private failing = false;

  constructor(private readonly options: OutboxRelayOptions) {
    this.intervalMs = options.intervalMs ?? 250;
    this.batchSize = options.batchSize ?? 100;
    this.publishTimeoutMs = options.publishTimeoutMs ?? 5000;
    this.retentionMs = options.retentionMs ?? 7 * DAY_MS;
    this.logger = options.logger ?? new Logger(OutboxRelay.name);
  }

  /** Starts the periodic pass; the first pass republishes whatever a crash left unsent. */
  start(): void {
    if (this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.kick(), this.intervalMs);
    this.timer.unref();
    void this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Publishes pending rows now; resolves when they are out (or the attempt failed). */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    do {
      this.rerun = false;
      await this.pass();
    } while (this.rerun && !this.stopped);
  }

  private async pass(): Promise<void> {
    try {
      let rows: OutboxRow[];
      do {
        rows = await this.pendingRows();
        for (const row of rows) await this.publish(row);
      } while (rows.length === this.batchSize && !this.stopped);
      if (this.failing) this.logger.log('Outbox relay is publishing again');
      this.failing = false;
      if (Date.now() - this.lastPrunedAt >= PRUNE_EVERY_MS) await this.prune();
    } catch (error) {
      // One line per outage, not one per tick; the next tick retries from the oldest unsent row.
      if (!this.failing)
        this.logger.warn(`Outbox relay cannot publish, will retry: ${describeError(error)}`);
      this.failing = true;
    }
  }

  /** Deletes rows published longer ago than the retention; unsent rows are never touched. */
  async prune(now = new Date()): Promise<void> {
    this.lastPrunedAt = now.getTime();
    const cutoff = new Date(now.getTime() - this.retentionMs);
    await this.options.db.delete(outbox).where(lt(outbox.sentAt, cutoff));
  }

  private pendingRows(): Promise<OutboxRow[]> {
    return this.options.db
      .select()
      .from(outbox)
      .where(isNull(outbox.sentAt))
      .orderBy(asc(outbox.createdAt), asc(outbox.id))
      .limit(this.batchSize);
  }

  private async publish(row: OutboxRow): Promise<void> {
    const { db, js } = this.options;
    try {
      await js.publish(row.subject, JSON.stringify(row.payload), {
        msgID: row.id,
        timeout: this.publishTimeoutMs,
      });
    } catch (error) {
      await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1` })
        .where(eq(outbox.id, row.id))
        .catch(() => undefined);
      throw error;
    }
    await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
  }
}
