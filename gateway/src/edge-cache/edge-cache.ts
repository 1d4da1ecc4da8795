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
  now?: () => number;
}

/**
 * The gateway's copy of public catalogue answers, like a CDN's in front of an origin. It serves
 * only while it hears every product change (`live`); each change the catalogue announces drops
 * everything (`purge`). Each request sent on takes a ticket, a number that only grows: its answer
 * is stored only if no purge happened since, and never over the answer of a request sent after
 * it (which may have read a change whose event has not arrived yet). Least recently read entries
 * go first beyond `maxBytes`.
 */
export class EdgeCache {
  private readonly entries = new Map<string, EdgeEntry & { ticket: number }>();
  private bytes = 0;
  private tickets = 0;
  /** Tickets up to this one were handed out before the last purge. */
  private purgedAt = 0;
  private isLive = false;
  private readonly now: () => number;

  constructor(private readonly options: EdgeCacheOptions) {
    this.now = options.now ?? Date.now;
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
    this.entries.clear();
    this.bytes = 0;
  }

  get(key: string): EdgeEntry | undefined {
    if (!this.isLive) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.storedAt >= this.options.ttlMs) {
      this.bytes -= sizeOf(key, entry);
      return undefined;
    }
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
    this.entries.set(key, stored);
    this.bytes += bytes;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(oldest, old);
    }
    return true;
  }
}

function sizeOf(key: string, entry: EdgeEntry): number {
  let headerBytes = 0;
  for (const name in entry.headers) headerBytes += name.length + entry.headers[name]!.length;
  return entry.body.length + key.length * 2 + headerBytes * 2;
}
