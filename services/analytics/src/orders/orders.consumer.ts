import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SUBJECTS } from '@shop/contracts';
import { EventBus, type FilteredEvent } from '@shop/service-kit';
import { LiveFeed } from '../live/live-feed';
import { sql } from 'drizzle-orm';
import { orders } from './orders.table';

const ORDER_EVENTS = 'order.>';

/**
 * Keeps `orders` from order.placed, order.paid and order.cancelled. Each event only fills in its
 * own date (the earliest one kept), so any order of arrival, a redelivery or a replay ends with
 * the same row.
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
              cancelledAt: earliest(orders.cancelledAt, 'cancelled_at'),
            },
          });
        this.live.changed('order');
      },
    });
  }
}

type OrderDates = { placedAt?: Date; paidAt?: Date; cancelledAt?: Date };

function datesOf(event: FilteredEvent<typeof ORDER_EVENTS>): OrderDates | undefined {
  const at = new Date(event.occurredAt);
  switch (event.type) {
    case SUBJECTS.orderPlaced:
      return { placedAt: at };
    case SUBJECTS.orderPaid:
      return { paidAt: at };
    case SUBJECTS.orderCancelled:
      return { cancelledAt: at };
    default:
      return undefined;
  }
}

function earliest(column: typeof orders.placedAt, name: string) {
  return sql`least(${column}, ${sql.raw(`excluded.${name}`)})`;
}
