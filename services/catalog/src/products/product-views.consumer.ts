import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SUBJECTS, type EventPayload } from '@shop/contracts';
import { EventBus, type Transaction } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import { products } from './products.table';

type ProductViews = EventPayload<typeof SUBJECTS.productViews>['views'];

/**
 * Adds the product pages shoppers opened, as analytics counts them, to each product's viewCount.
 * Only a product on sale counts: a Draft or Inactive one shows a shopper no page. The event is
 * recorded as processed in the same transaction, so a redelivered one adds nothing.
 */
@Injectable()
export class ProductViewsConsumer implements OnModuleInit {
  constructor(private readonly bus: EventBus) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'product-views',
      subject: SUBJECTS.productViews,
      handler: ({ payload }, tx) => addViews(tx, payload.views),
    });
  }
}

/** One statement for the event's products (PRODUCT_VIEWS_PER_EVENT at most). */
async function addViews(tx: Transaction, views: ProductViews): Promise<void> {
  const counted = sql.join(
    views.map(({ productId, count }) => sql`(${productId}::uuid, ${count}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${products} set view_count = ${products.viewCount} + counted.views
    from (values ${counted}) as counted(id, views)
    where ${products.id} = counted.id and ${products.status} = 'Active'`);
}
