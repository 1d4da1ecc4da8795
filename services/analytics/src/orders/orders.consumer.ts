import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SUBJECTS, type TypedEvent } from '@shop/contracts';
import { EventBus, type FilteredEvent, type Transaction } from '@shop/service-kit';
import { LiveFeed } from '../live/live-feed';
import { sql } from 'drizzle-orm';
import { orderLines, orders } from './orders.table';

const ORDER_EVENTS = 'order.>';

/**
 * Keeps `orders` from order.placed, order.paid, order.status-changed to Delivered and
 * order.cancelled, and `order_lines` from order.placed. Each event only fills in its own date
 * (the earliest one kept) and a line is written once, so any order of arrival, a redelivery or a
 * replay ends with the same rows.
 */
@Injectable()
export class OrdersConsumer implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly live: LiveFeed,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'orders',
      subject: ORDER_EVENTS,
      handler: async (event, tx) => {
        const dates = datesOf(event);
        if (!dates) return;
        const { orderId, userId, amount } = event.payload;
        await tx
          .insert(orders)
          .values({ orderId, userId, amount, ...dates })
          .onConflictDoUpdate({
            target: orders.orderId,
            set: {
              // order.placed's amount is the order's; a later event's may only fill in for it.
              amount: sql`case when excluded.placed_at is not null then excluded.amount else ${orders.amount} end`,
              placedAt: earliest(orders.placedAt, 'placed_at'),
              paidAt: earliest(orders.paidAt, 'paid_at'),
              deliveredAt: earliest(orders.deliveredAt, 'delivered_at'),
              cancelledAt: earliest(orders.cancelledAt, 'cancelled_at'),
            },
          });
        if (event.type === SUBJECTS.orderPlaced) await keepLines(tx, event);
        this.live.changed('order');
      },
    });
  }
}

type OrderDates = { placedAt?: Date; paidAt?: Date; deliveredAt?: Date; cancelledAt?: Date };

function datesOf(event: FilteredEvent<typeof ORDER_EVENTS>): OrderDates | undefined {
  const at = new Date(event.occurredAt);
  switch (event.type) {
    case SUBJECTS.orderPlaced:
      return { placedAt: at };
    case SUBJECTS.orderPaid:
      return { paidAt: at };
    case SUBJECTS.orderStatusChanged:
      return event.payload.to === 'Delivered' ? { deliveredAt: at } : undefined;
    case SUBJECTS.orderCancelled:
      return { cancelledAt: at };
    default:
      return undefined;
  }
}

async function keepLines(
  tx: Transaction,
  event: TypedEvent<typeof SUBJECTS.orderPlaced>,
): Promise<void> {
  const { orderId, items } = event.payload;
  await tx
    .insert(orderLines)
    .values(
      items.map((item, line) => ({
        orderId,
        line,
        productId: item.productId,
        name: item.name,
        unitPrice: item.unitPrice,
        quantity: item.quantity,
      })),
    )
    .onConflictDoNothing();
}

function earliest(column: typeof orders.placedAt, name: string) {
  return sql`least(${column}, ${sql.raw(`excluded.${name}`)})`;
}
