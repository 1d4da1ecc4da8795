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
 * everything (`purge`). A generation number guards the race between a purge and
 * an answer fetched before it: an answer is stored only if no purge happened since its request
 * was sent. Least recently read entries go first beyond `maxBytes`.
 */
export class EdgeCache {
  private readonly entries = new Map<string, EdgeEntry>();
  private bytes = 0;
  private generationNumber = 0;
  private isLive = false;
  private readonly now: () => number;

  constructor(private readonly options: EdgeCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get live(): boolean {
    return this.isLive;
  }

  get generation(): number {
    return this.generationNumber;
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
    this.generationNumber += 1;
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

  /** Stores an answer fetched under `generation`; refused when a purge came in between. */
  set(key: string, entry: Omit<EdgeEntry, 'storedAt'>, generation: number): boolean {
    if (!this.isLive || generation !== this.generationNumber) return false;
    const stored: EdgeEntry = { ...entry, storedAt: this.now() };
    const bytes = sizeOf(key, stored);
    if (bytes > this.options.maxBytes) return false;
    const previous = this.entries.get(key);
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
