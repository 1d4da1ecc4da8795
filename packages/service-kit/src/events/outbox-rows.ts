import { and, type AnyColumn, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
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
    const results = (await this.db.execute(this.claim(limit))) as unknown as ClaimResults;
    const claimed = results[results.length - 1].rows;
    return { rows: claimed.map(outboxRowOf), publishableUntil };
  }

  async release(): Promise<void> {
    await this.db
      .update(outbox)
      .set({ claimedUntil: null })
      .where(and(pendingRow, eq(outbox.claimedBy, this.relayId), isNotNull(outbox.claimedUntil)));
  }

  /**
   * The claim as one query of two statements, sent without parameters so that the server runs
   * them as one transaction in one round trip: the lock that serialises claims, then the oldest
   * pending rows, claimed unless another relay still holds rows of its own. The second statement
   * reads the table after the lock is granted (each statement its own snapshot), so it sees
   * every claim committed before. Its values are the relay's own, written into the text.
   */
  private claim(limit: number): SQL {
    const relay = `'${this.relayId.replaceAll("'", "''")}'`;
    return sql.raw(`select pg_advisory_xact_lock(hashtext('${CLAIM_LOCK_KEY}'));
with oldest as (
  select id from outbox
  where sent_at is null and failed_at is null
    and not exists (
      select from outbox held
      where held.sent_at is null and held.failed_at is null
        and held.claimed_until > now()
        and (held.claimed_by is null or held.claimed_by <> ${relay}))
  order by created_at, id
  limit ${Math.trunc(limit)}
  for update skip locked
), claimed as (
  update outbox set claimed_by = ${relay},
    claimed_until = now() + interval '${Math.round(this.leaseMs)} milliseconds'
  where id in (select id from oldest)
  returning id, subject, payload, created_at, attempts, last_error, claimed_by, claimed_until,
    trace_context
)
select id, subject, payload, attempts, last_error, claimed_by, trace_context,
  (extract(epoch from created_at) * 1000)::float8 as created_ms,
  (extract(epoch from claimed_until) * 1000)::float8 as claimed_until_ms
from claimed order by created_at, id`);
  }
}

/** A claimed row as the claim answers it, its times in epoch milliseconds. */
interface ClaimedRow {
  id: string;
  subject: string;
  payload: OutboxRow['payload'];
  attempts: number;
  last_error: string | null;
  claimed_by: string | null;
  trace_context: OutboxRow['traceContext'];
  created_ms: number;
  claimed_until_ms: number;
}

/** What a query of several statements answers: one result per statement. */
type ClaimResults = Array<{ rows: ClaimedRow[] }>;

function outboxRowOf(row: ClaimedRow): OutboxRow {
  return {
    id: row.id,
    subject: row.subject,
    payload: row.payload,
    createdAt: new Date(row.created_ms),
    sentAt: null,
    attempts: row.attempts,
    failedAt: null,
    lastError: row.last_error,
    claimedBy: row.claimed_by,
    claimedUntil: new Date(row.claimed_until_ms),
    traceContext: row.trace_context,
  };
}
