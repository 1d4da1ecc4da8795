interface Retired<T> {
  readonly answer: T;
  readonly bytes: number;
  readonly until: number;
}

/**
 * Answers a cache no longer serves (a change or their age retired them), kept aside for `keepMs`
 * to stand in for a failure while the source cannot answer: RFC 5861's stale-if-error. One per
 * key, the latest; the oldest go first when the cache needs room. `keepMs` 0 keeps none.
 */
export class RetiredAnswers<T> {
  private readonly kept = new Map<string, Retired<T>>();
  private keptBytes = 0;

  constructor(
    private readonly keepMs: number,
    private readonly now: () => number,
  ) {}

  /** What the kept answers weigh, counted in the cache's budget. */
  get bytes(): number {
    return this.keptBytes;
  }

  keep(key: string, answer: T, bytes: number): void {
    if (this.keepMs <= 0) return;
    this.drop(key);
    this.kept.set(key, { answer, bytes, until: this.now() + this.keepMs });
    this.keptBytes += bytes;
  }

  /** The answer kept for `key`, while it may still stand in. */
  get(key: string): T | undefined {
    const retired = this.kept.get(key);
    if (!retired) return undefined;
    if (retired.until > this.now()) return retired.answer;
    this.drop(key);
    return undefined;
  }

  /** A fresh answer replaces the retired one. */
  drop(key: string): void {
    const retired = this.kept.get(key);
    if (!retired) return;
    this.kept.delete(key);
    this.keptBytes -= retired.bytes;
  }

  /** Drops the oldest until `fits()` says the cache has room. */
  makeRoom(fits: () => boolean): void {
    for (const key of this.kept.keys()) {
      if (fits()) return;
      this.drop(key);
    }
  }
}
