import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { PRODUCT_VIEWS_PER_EVENT, SUBJECTS, type TrackItem } from '@shop/contracts';
import {
  EventBus,
  InjectDatabase,
  PeriodicTask,
  SERVICE_CONFIG,
  type Database,
} from '@shop/service-kit';
import type { AnalyticsConfig } from '../config';
import type { Visitor } from './track-rows';

/** The storefront's product page, /product/:productId. */
const PRODUCT_PAGE =
  /^\/product\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * The product pages shoppers opened, told to the catalog (which keeps each product's viewCount)
 * as analytics.product-views events: counted in memory and written to the outbox every
 * PRODUCT_VIEWS_INTERVAL_MS (one write at a time) and at shutdown, so a page view adds nothing to the track call's
 * work. A crash (not a shutdown) loses at most the last interval's views; a failed write keeps
 * them for the next. An admin looking at a page is no shopper's view.
 */
@Injectable()
export class ProductViews implements OnModuleInit, BeforeApplicationShutdown {
  private pending = new Map<string, number>();
  private readonly logger = new Logger(ProductViews.name);
  // write() keeps a failed batch for the next run itself, so a run never fails.
  private readonly sends = new PeriodicTask(
    () => this.send(),
    () => undefined,
  );

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
    @Inject(SERVICE_CONFIG) private readonly config: AnalyticsConfig,
  ) {}

  onModuleInit(): void {
    this.sends.start(this.config.PRODUCT_VIEWS_INTERVAL_MS);
  }

  /** After the run under way, if any: the views counted since. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.sends.stop();
    await this.send();
  }

  /** Counts the product pages among items that were stored. */
  count(items: TrackItem[], visitor: Visitor): void {
    if (visitor.user?.isAdmin) return;
    for (const item of items) {
      if (item.form !== 'page-view') continue;
      const productId = PRODUCT_PAGE.exec(item.path)?.[1]?.toLowerCase();
      if (productId) this.add(productId, 1);
    }
  }

  /** Writes the views counted so far into the outbox. */
  private async send(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    await this.write(batch);
  }

  private async write(batch: Map<string, number>): Promise<void> {
    const views = [...batch].map(([productId, count]) => ({ productId, count }));
    try {
      await this.db.transaction(async (tx) => {
        for (let start = 0; start < views.length; start += PRODUCT_VIEWS_PER_EVENT) {
          const chunk = views.slice(start, start + PRODUCT_VIEWS_PER_EVENT);
          await this.bus.emit(tx, SUBJECTS.productViews, { views: chunk });
        }
      });
    } catch (error) {
      for (const [productId, count] of batch) this.add(productId, count);
      this.logger.warn(`Cannot record ${batch.size} products' views yet: ${String(error)}`);
    }
  }

  private add(productId: string, count: number): void {
    this.pending.set(productId, (this.pending.get(productId) ?? 0) + count);
  }
}
