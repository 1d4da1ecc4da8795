/** An item waiting in a `GroupCommit`, with its caller's promise to settle. */
export interface Pending<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

interface GroupCommitOptions<T, R> {
  /** Batches under way at once. */
  inFlight: number;
  /** Hands a batch over and settles each of its items; a rejection fails those left unsettled. */
  commit: (batch: Array<Pending<T, R>>) => Promise<void>;
  /** The most items in a batch. */
  maxItems?: number;
  /** The largest batch by `sizeOf` (an item larger than this goes alone). */
  maxSize?: number;
  sizeOf?: (item: T) => number;
  /**
   * When what waits is looked at: by default once the current task is done, so the items added
   * in one go share a batch; `setImmediate` waits for the I/O of the same turn too.
   */
  schedule?: (run: () => void) => void;
}

/**
 * Group commit: items that arrive while earlier batches are under way wait, and leave together
 * once one of `inFlight` batches is done, up to the limits; a lone item leaves at once. Batches
 * thus grow with the load, and nobody waits for a batch to fill.
 */
export class GroupCommit<T, R> {
  private readonly waiting: Array<Pending<T, R>> = [];
  private underWay = 0;
  private scheduled = false;
  private readonly idlers = new Set<() => void>();

  constructor(private readonly options: GroupCommitOptions<T, R>) {}

  /** Resolves or rejects as the batch holding `item` settles it. */
  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      (this.options.schedule ?? queueMicrotask)(() => {
        this.scheduled = false;
        this.next();
      });
    });
  }

  /** Resolves once nothing waits and no batch is under way. */
  async idle(): Promise<void> {
    while (this.underWay > 0 || this.waiting.length > 0) {
      await new Promise<void>((resolve) => this.idlers.add(resolve));
    }
  }

  private next(): void {
    const { inFlight, maxItems = Infinity, maxSize = Infinity, sizeOf = () => 0 } = this.options;
    while (this.underWay < inFlight && this.waiting.length > 0) {
      const batch = [this.waiting.shift()!];
      let size = sizeOf(batch[0].item);
      while (
        this.waiting.length > 0 &&
        batch.length < maxItems &&
        size + sizeOf(this.waiting[0].item) <= maxSize
      ) {
        const pending = this.waiting.shift()!;
        batch.push(pending);
        size += sizeOf(pending.item);
      }
      this.underWay += 1;
      // A commit that throws at once fails its batch like one that rejects.
      void Promise.resolve()
        .then(() => this.options.commit(batch))
        .catch((error: unknown) => batch.forEach((pending) => pending.reject(error)))
        .finally(() => {
          this.underWay -= 1;
          if (this.underWay === 0 && this.waiting.length === 0) {
            for (const resolve of this.idlers) resolve();
            this.idlers.clear();
          }
          this.next();
        });
    }
  }
}
