import { EDGE_VIEWS_INTERVAL_MS, edgeViewReportSchema, type EdgeViewReport } from '@shop/contracts';

/** How many products one report names at most; more wait for the next. */
const MAX_PRODUCTS_PER_REPORT = 10_000;

/**
 * Product views the edge cache answered itself, reported to the catalog every
 * EDGE_VIEWS_INTERVAL_MS and at shutdown, so viewCount counts them like the catalog's own.
 * `send` answers false when there is no connection: the views then wait for the next report.
 */
export class EdgeViews {
  private pending = new Map<string, number>();
  private timer?: NodeJS.Timeout;

  constructor(private readonly send: (report: EdgeViewReport) => boolean) {}

  start(): void {
    this.timer = setInterval(() => this.report(), EDGE_VIEWS_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.report();
  }

  count(productId: string): void {
    this.pending.set(productId, (this.pending.get(productId) ?? 0) + 1);
  }

  report(): void {
    if (this.pending.size === 0) return;
    const views: EdgeViewReport['views'] = [];
    for (const [productId, count] of this.pending) {
      if (views.length === MAX_PRODUCTS_PER_REPORT) break;
      views.push({ productId, count });
    }
    const report = edgeViewReportSchema.safeParse({ views });
    // What the catalog would refuse (it sets only product ids) is dropped, never resent.
    if (report.success && !this.send(report.data)) return;
    for (const { productId } of views) this.pending.delete(productId);
  }
}
