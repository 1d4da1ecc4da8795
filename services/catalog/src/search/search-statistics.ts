import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDatabase, type Database } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import { products } from '../products/products.table';

/**
 * Reads the products' planner statistics at start. A server refreshes them as the table changes
 * (autovacuum); the embedded engine never does, and without them the planner guesses how many
 * products a filter or a word finds and reads the whole table where an index would do.
 */
@Injectable()
export class SearchStatistics implements OnApplicationBootstrap {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.db.execute(sql`analyze ${products}`);
  }
}
