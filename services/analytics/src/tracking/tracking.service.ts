import { Injectable } from '@nestjs/common';
import type { TrackItem } from '@shop/contracts';
import { ProductViews } from './product-views';
import { TrackBatcher } from './track-batcher';
import { trackRowsOf, type Visitor } from './track-rows';

export type { Visitor } from './track-rows';

export interface TrackResult {
  accepted: number;
  skipped: number;
}

/**
 * Stores what the storefront tracks. Every item is stamped with the time it arrived (a browser's
 * clock is not trusted) and, when it names a session, counted into that session's visit. The
 * answer comes once the items are committed, together with those of concurrent calls.
 */
@Injectable()
export class TrackingService {
  constructor(
    private readonly batcher: TrackBatcher,
    private readonly productViews: ProductViews,
  ) {}

  async record(items: TrackItem[], visitor: Visitor): Promise<TrackResult> {
    // The event form counts only for a signed-in shopper
    // (docs/product/chat-and-tracking.md#ecommerce-events).
    const kept = items.filter((item) => item.form !== 'event' || visitor.user);
    if (kept.length > 0) {
      await this.batcher.write(trackRowsOf(kept, visitor, new Date()));
      this.productViews.count(kept, visitor);
    }
    return { accepted: kept.length, skipped: items.length - kept.length };
  }
}
