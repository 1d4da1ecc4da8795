import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { RetiredAnswers } from '@shop/service-kit';

/** One answer, serialised once and kept with its gzip form and validator. */
export interface CachedAnswer {
  readonly json: Buffer;
  readonly gzip: Buffer;
  /** A weak validator: both encodings carry the same content. */
  readonly etag: string;
  /** Served because the database could not be read, though a change or its age retired it. */
  readonly stale?: boolean;
}

interface Entry extends CachedAnswer {
  /** Every product the answer shows, its colour variants included. */
  readonly productIds: ReadonlySet<string>;
  /** A product's own page, rather than a list or a search. */
  readonly isProduct: boolean;
  readonly expiresAt: number;
  readonly bytes: number;
  readonly sequence: number;
}

export interface ResponseCacheOptions {
  /** A backstop: even without a change an answer is rebuilt after this (view counts move on). */
  ttlMs: number;
  /** Least recently used answers go first beyond this many bytes, retired ones before them. */
  maxBytes: number;
  /**
   * How long a retired answer may still be served when the database cannot be read
   * (stale-if-error, RFC 5861); 0 keeps none.
   */
  staleIfErrorMs?: number;
  now?: () => number;
}

/** What a reader holds between missing the cache and storing its answer. */
export interface FillTicket {
  /**
   * Grows with every ticket: an answer is kept only if no change arrived after its ticket, and
   * never over one of a reader that came later.
   */
  readonly sequence: number;
}

/**
 * Serialised catalogue answers by key (a product, a normalised list or search query). A change to
 * a product drops every answer showing it and every list and search (the change may move it in
 * or out of any of them); a product's page that does not show it stays.
 *
 * A reader that misses takes a ticket before reading the database and stores with it; if any
 * change arrived in between, its answer may predate the change and is not kept, nor is it kept
 * over the answer of a reader that took its ticket later (which may have read a change whose
 * event has not arrived yet).
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly retired: RetiredAnswers<CachedAnswer>;
  /** The entries' bytes; the retired ones count theirs. */
  private bytes = 0;
  private tickets = 0;
  /** Tickets up to this one were taken before the last change. */
  private changedAt = 0;
  private readonly now: () => number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
    this.retired = new RetiredAnswers(options.staleIfErrorMs ?? 0, this.now);
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.retire(key, entry);
      return undefined;
    }
    // Map order is recency order: move the entry to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The last answer retired for `key`, while it may still be served in place of an error. */
  stale(key: string): CachedAnswer | undefined {
    const kept = this.retired.get(key);
    return kept && { ...kept, stale: true };
  }

  ticket(): FillTicket {
    this.tickets += 1;
    return { sequence: this.tickets };
  }

  /**
   * Serialises `body` and keeps it unless a change arrived since `ticket` was taken. Returns the
   * answer either way, so the caller sends what it serialised.
   */
  store(
    ticket: FillTicket,
    key: string,
    body: unknown,
    productIds: Iterable<string>,
    { isProduct = false } = {},
  ): CachedAnswer {
    const answer = serialise(body);
    if (ticket.sequence <= this.changedAt) return answer;
    const bytes = answer.json.length + answer.gzip.length + key.length * 2;
    if (bytes > this.options.maxBytes) return answer;
    const previous = this.entries.get(key);
    if (previous && previous.sequence > ticket.sequence) return answer;
    if (previous) this.remove(key, previous);
    this.retired.drop(key);
    this.entries.set(key, {
      ...answer,
      sequence: ticket.sequence,
      productIds: new Set(productIds),
      isProduct,
      expiresAt: this.now() + this.options.ttlMs,
      bytes,
    });
    this.bytes += bytes;
    this.evict();
    return answer;
  }

  /** A product changed or went away. */
  productChanged(productId: string): void {
    this.changedAt = this.tickets;
    for (const [key, entry] of this.entries) {
      if (!entry.isProduct || entry.productIds.has(productId)) this.retire(key, entry);
    }
  }

  /** Anything may have changed unheard (the bus reconnected): start over. */
  clear(): void {
    this.changedAt = this.tickets;
    for (const [key, entry] of this.entries) this.retire(key, entry);
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** Out of the answers served, into those kept for an outage (when any are kept). */
  private retire(key: string, entry: Entry): void {
    this.remove(key, entry);
    const { json, gzip, etag, bytes } = entry;
    this.retired.keep(key, { json, gzip, etag }, bytes);
    this.evict();
  }

  private evict(): void {
    const fits = () => this.bytes + this.retired.bytes <= this.options.maxBytes;
    this.retired.makeRoom(fits);
    for (const [key, entry] of this.entries) {
      if (fits()) return;
      this.remove(key, entry);
    }
  }
}

export function serialise(body: unknown): CachedAnswer {
  const json = Buffer.from(JSON.stringify(body));
  const digest = createHash('sha1').update(json).digest('base64url').slice(0, 22);
  return { json, gzip: gzipSync(json), etag: `W/"${digest}"` };
}
