import {
  and,
  type AnyColumn,
  asc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  ne,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../database/database.types';
import { outbox, type OutboxRow } from './event-tables';

/** Rows to publish, oldest first, and until when the relay may still publish them. */
export interface OutboxBatch {
  rows: OutboxRow[];
  /** Epoch ms; past it another relay may have taken the rows over. */
  publishableUntil: number;
}

/** Where a relay gets its next rows from: alone on the database, or taking turns with others. */
export interface PendingOutboxRows {
  take(limit: number): Promise<OutboxBatch>;
  /** Hands back rows taken and not yet settled, so another relay need not wait out a lease. */
  release(): Promise<void>;
}

/** Not yet published and not given up on, in the outbox or an alias of it. */
const pendingIn = (table: { sentAt: AnyColumn; failedAt: AnyColumn }) =>
  and(isNull(table.sentAt), isNull(table.failedAt));

export const pendingRow = pendingIn(outbox);

/**
 * The embedded database: one process, one relay (the DATA_DIR lock enforces it), so nothing is
 * claimed and no lock is held while publishing; one open transaction would stall every other
 * query of the process for as long as NATS takes to answer.
 */
export class SoleRelayRows implements PendingOutboxRows {
  constructor(private readonly db: Database) {}

  async take(limit: number): Promise<OutboxBatch> {
    const rows = await this.db
      .select()
      .from(outbox)
      .where(pendingRow)
      .orderBy(asc(outbox.createdAt), asc(outbox.id))
      .limit(limit);
    return { rows, publishableUntil: Number.POSITIVE_INFINITY };
  }

  async release(): Promise<void> {}
}

/** Serialises claims of all relays on one database; held for one short transaction. */
const CLAIM_LOCK_KEY = 'outbox-relay-claim';

/**
 * A PostgreSQL server shared by replicas: relays take turns. A relay claims the oldest batch for
 * a lease, and only while no other relay holds an unexpired claim, so batches leave one after
 * another in the order they were written, exactly as with a single relay. A relay that dies
 * mid-batch holds the rows until its lease runs out; then the next relay claims them again.
 * JetStream de-duplication by event id stays the second line for a relay that outlives its lease.
 */
export class ClaimedOutboxRows implements PendingOutboxRows {
  constructor(
    private readonly db: Database,
    readonly relayId: string,
    private readonly leaseMs: number,
  ) {}

  async take(limit: number): Promise<OutboxBatch> {
    // Measured before the claim, so it never ends later than the lease the database stamps.
    const publishableUntil = Date.now() + this.leaseMs;
    const lease = sql.raw(`interval '${Math.round(this.leaseMs)} milliseconds'`);
    const rows = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CLAIM_LOCK_KEY}))`);
      // One statement after the lock: the oldest pending rows, claimed, unless another relay
      // still holds rows of its own.
      const held = alias(outbox, 'held');
      const heldByOthers = tx
        .select({ id: held.id })
        .from(held)
        .where(
          and(
            pendingIn(held),
            gt(held.claimedUntil, sql`now()`),
            or(isNull(held.claimedBy), ne(held.claimedBy, this.relayId)),
          ),
        );
      const oldest = tx.$with('oldest').as(
        tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(pendingRow, notExists(heldByOthers)))
          .orderBy(asc(outbox.createdAt), asc(outbox.id))
          .limit(limit)
          .for('update', { skipLocked: true }),
      );
      const claimed = await tx
        .with(oldest)
        .update(outbox)
        .set({ claimedBy: this.relayId, claimedUntil: sql`now() + ${lease}` })
        .where(inArray(outbox.id, tx.select({ id: oldest.id }).from(oldest)))
        .returning({
          ...getTableColumns(outbox),
          // RETURNING has no order, and created_at in JavaScript loses its microseconds.
          writtenAt: sql<string>`(extract(epoch from ${outbox.createdAt}) * 1000000)::bigint::text`,
        });
      return claimed
        .sort((a, b) => compareWritten(a.writtenAt, b.writtenAt) || a.id.localeCompare(b.id))
        .map(({ writtenAt: _writtenAt, ...row }) => row);
    });
    return { rows, publishableUntil };
  }

  async release(): Promise<void> {
    await this.db
      .update(outbox)
      .set({ claimedUntil: null })
      .where(and(pendingRow, eq(outbox.claimedBy, this.relayId), isNotNull(outbox.claimedUntil)));
  }
}

/** Orders microsecond timestamps given as decimal text. */
function compareWritten(a: string, b: string): number {
  const difference = BigInt(a) - BigInt(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}
