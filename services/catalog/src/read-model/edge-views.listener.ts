import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EDGE_VIEWS_SUBJECT, edgeViewReportSchema } from '@shop/contracts';
import { EventBus } from '@shop/service-kit';
import { ViewCounter } from './view-counter';

/** Adds the product views a gateway answered from its edge cache to the views counted here. */
@Injectable()
export class EdgeViewsListener implements OnModuleInit {
  private readonly logger = new Logger(EdgeViewsListener.name);
  private readonly decoder = new TextDecoder();

  constructor(
    private readonly bus: EventBus,
    private readonly views: ViewCounter,
  ) {}

  onModuleInit(): void {
    this.bus.hear(EDGE_VIEWS_SUBJECT, (data) => this.add(data));
  }

  private add(data: Uint8Array): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(this.decoder.decode(data));
    } catch {
      parsed = undefined;
    }
    const report = edgeViewReportSchema.safeParse(parsed);
    if (!report.success) {
      this.logger.warn('ignored a malformed view report');
      return;
    }
    for (const { productId, count } of report.data.views) this.views.count(productId, count);
  }
}
