import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDatabase, SERVICE_CONFIG, type Database } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import type { CatalogConfig } from '../config';
import { products } from '../products/products.table';

/**
 * Product views counted in memory and added to view_count in one statement every
 * VIEW_FLUSH_INTERVAL_MS and at shutdown, so a product view writes nothing on the request path.
 * A crash (not a shutdown) loses at most the last interval's views; a failed write keeps them
 * for the next one.
 */
/** Products per statement. */
const WRITE_CHUNK = 100;

@Injectable()
export class ViewCounter implements OnModuleInit, BeforeApplicationShutdown {
  private pending = new Map<string, number>();
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;
  private readonly logger = new Logger(ViewCounter.name);

  constructor(
    @InjectDatabase() private readonly db: Database,
    @Inject(SERVICE_CONFIG) private readonly config: CatalogConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), this.config.VIEW_FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  count(productId: string, views = 1): void {
    this.pending.set(productId, (this.pending.get(productId) ?? 0) + views);
  }

  /** Writes the views counted so far; one flush at a time. */
  async flush(): Promise<void> {
    await this.flushing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.write(batch).finally(() => {
      this.flushing = undefined;
    });
    await this.flushing;
  }

  /**
   * In statements of WRITE_CHUNK products: the embedded engine runs in this process, and one
   * statement over thousands of products would hold up every request for its duration.
   */
  private async write(batch: Map<string, number>): Promise<void> {
    const entries = [...batch];
    for (let start = 0; start < entries.length; start += WRITE_CHUNK) {
      const chunk = entries.slice(start, start + WRITE_CHUNK);
      const rows = sql.join(
        chunk.map(([id, views]) => sql`(${id}::uuid, ${views}::int)`),
        sql`, `,
      );
      try {
        await this.db.execute(sql`
          update ${products} set view_count = ${products.viewCount} + counted.views
          from (values ${rows}) as counted(id, views)
          where ${products.id} = counted.id`);
      } catch (error) {
        for (const [id, views] of chunk) {
          this.pending.set(id, (this.pending.get(id) ?? 0) + views);
        }
        this.logger.warn(`Cannot record ${chunk.length} products' views yet: ${String(error)}`);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
