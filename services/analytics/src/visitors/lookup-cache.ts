/**
 * The last `size` answers of a pure lookup by key, least recently used dropped first: visitors
 * send many calls from one address and one browser, so each is resolved once.
 */
export class LookupCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly size: number) {}

  get(key: string, compute: (key: string) => V): V {
    const found = this.entries.get(key);
    if (found !== undefined || this.entries.has(key)) {
      // Map order is recency order: move the entry to the end.
      this.entries.delete(key);
      this.entries.set(key, found as V);
      return found as V;
    }
    const value = compute(key);
    this.entries.set(key, value);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
