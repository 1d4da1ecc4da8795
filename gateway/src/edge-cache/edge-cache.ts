import { RetiredAnswers } from '@shop/service-kit';

/** A public answer as the service gave it: what the gateway sends again without asking. */
export interface EdgeEntry {
  status: 200;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  storedAt: number;
}

export interface EdgeCacheOptions {
  maxBytes: number;
  ttlMs: number;
  /**
   * How long an answer dropped by a change or its age may still be served when the catalogue
   * cannot answer (stale-if-error, RFC 5861); 0 keeps none.
   */
  staleIfErrorMs?: number;
  now?: () => number;
}

/**
 * The gateway's copy of public catalogue answers, like a CDN's in front of an origin. It serves
 * only while it hears every product change (`live`); each change the catalogue announces drops
 * everything (`purge`). Each request sent on takes a ticket, a number that only grows: its answer
 * is stored only if no purge happened since, and never over the answer of a request sent after
 * it (which may have read a change whose event has not arrived yet). Least recently read entries
 * go first beyond `maxBytes`. What a purge or age drops is kept aside for `staleIfErrorMs`, never
 * served while the catalogue answers, only in place of its failure (`stale`); those go first.
 */
export class EdgeCache {
  private readonly entries = new Map<string, EdgeEntry & { ticket: number }>();
  private readonly retired: RetiredAnswers<EdgeEntry>;
  /** The entries' bytes; the retired ones count theirs. */
  private bytes = 0;
  private tickets = 0;
  /** Tickets up to this one were handed out before the last purge. */
  private purgedAt = 0;
  private isLive = false;
  private readonly now: () => number;

  constructor(private readonly options: EdgeCacheOptions) {
    this.now = options.now ?? Date.now;
    this.retired = new RetiredAnswers(options.staleIfErrorMs ?? 0, this.now);
  }

  get live(): boolean {
    return this.isLive;
  }

  /** For a request about to be sent on: what its answer is stored under. */
  ticket(): number {
    this.tickets += 1;
    return this.tickets;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Starts or stops serving; either way nothing stored before is trusted any more. */
  setLive(live: boolean): void {
    this.purge();
    this.isLive = live;
  }

  purge(): void {
    this.purgedAt = this.tickets;
    for (const [key, entry] of this.entries) this.retire(key, entry);
  }

  /** The last answer dropped for `key`, while it may still stand in for a failure. */
  stale(key: string): EdgeEntry | undefined {
    return this.retired.get(key);
  }

  get(key: string): EdgeEntry | undefined {
    if (!this.isLive) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.options.ttlMs) {
      this.retire(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    // Re-inserted: the Map's order is the order of last reads.
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Stores an answer fetched under `ticket`; refused when a purge came in between, or when a
   * request sent later has already stored its answer.
   */
  set(key: string, entry: Omit<EdgeEntry, 'storedAt'>, ticket: number): boolean {
    if (!this.isLive || ticket <= this.purgedAt) return false;
    const previous = this.entries.get(key);
    if (previous && previous.ticket > ticket) return false;
    const stored = { ...entry, storedAt: this.now(), ticket };
    const bytes = sizeOf(key, stored);
    if (bytes > this.options.maxBytes) return false;
    if (previous) {
      this.entries.delete(key);
      this.bytes -= sizeOf(key, previous);
    }
    this.retired.drop(key);
    this.entries.set(key, stored);
    this.bytes += bytes;
    this.evict();
    return true;
  }

  private retire(key: string, entry: EdgeEntry): void {
    this.entries.delete(key);
    const bytes = sizeOf(key, entry);
    this.bytes -= bytes;
    this.retired.keep(key, entry, bytes);
    this.evict();
  }

  private evict(): void {
    const fits = () => this.bytes + this.retired.bytes <= this.options.maxBytes;
    this.retired.makeRoom(fits);
    for (const [oldest, old] of this.entries) {
      if (fits()) return;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(oldest, old);
    }
  }
}

function sizeOf(key: string, entry: EdgeEntry): number {
  let headerBytes = 0;
  for (const name in entry.headers) headerBytes += name.length + entry.headers[name]!.length;
  return entry.body.length + key.length * 2 + headerBytes * 2;
}
