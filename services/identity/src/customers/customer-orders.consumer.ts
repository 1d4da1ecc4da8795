import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SUBJECTS, type OrderStatus } from '@shop/contracts';
import { EventBus, type FilteredEvent, type Transaction } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import { customerOrders } from './customer-orders.table';

const ORDER_EVENTS = 'order.>';

/** What one order event tells about its order. */
interface OrderFact {
  orderId: string;
  userId: string;
  amount: number;
  status?: { value: OrderStatus; version: number };
  paid?: true;
  delivered?: true;
  placedAt?: Date;
}

/**
 * Keeps `customer_orders` from the order events. Each event is merged into its order's row so
 * that any order of arrival, redelivery or replay ends with the same row: the status of the
 * newest version wins (Cancelled stays), paid and delivered once true stay true, and
 * order.placed's date is kept whenever it arrives.
 */
@Injectable()
export class CustomerOrdersConsumer implements OnModuleInit {
  constructor(private readonly bus: EventBus) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'customer-orders',
      subject: ORDER_EVENTS,
      handler: (event, tx) => mergeOrderFact(tx, factOf(event)),
    });
  }
}

function factOf(event: FilteredEvent<typeof ORDER_EVENTS>): OrderFact {
  const { orderId, userId, amount, version } = event.payload;
  const order = { orderId, userId, amount };
  switch (event.type) {
    case SUBJECTS.orderPlaced:
      return {
        ...order,
        status: { value: event.payload.status, version },
        placedAt: new Date(event.occurredAt),
      };
    case SUBJECTS.orderPaid:
      return { ...order, paid: true };
    case SUBJECTS.orderStatusChanged:
      return {
        ...order,
        status: { value: event.payload.to, version },
        ...(event.payload.to === 'Delivered' && { delivered: true as const }),
      };
    case SUBJECTS.orderCancelled:
      return { ...order, status: { value: event.payload.status, version } };
  }
}

async function mergeOrderFact(tx: Transaction, fact: OrderFact): Promise<void> {
  const newerStatus = sql`excluded.status_version > ${customerOrders.statusVersion} and ${customerOrders.status} <> 'Cancelled'`;
  await tx
    .insert(customerOrders)
    .values({
      orderId: fact.orderId,
      userId: fact.userId,
      amount: fact.amount,
      // Until an event tells the status, the order reads as just placed (version 0 yields to any).
      status: fact.status?.value ?? 'Order Placed',
      statusVersion: fact.status?.version ?? 0,
      paid: fact.paid ?? false,
      delivered: fact.delivered ?? false,
      placedAt: fact.placedAt ?? null,
    })
    .onConflictDoUpdate({
      target: customerOrders.orderId,
      set: {
        amount: sql`excluded.amount`,
        status: sql`case when ${newerStatus} then excluded.status else ${customerOrders.status} end`,
        statusVersion: sql`case when ${newerStatus} then excluded.status_version else ${customerOrders.statusVersion} end`,
        paid: sql`${customerOrders.paid} or excluded.paid`,
        delivered: sql`${customerOrders.delivered} or excluded.delivered`,
        placedAt: sql`coalesce(excluded.placed_at, ${customerOrders.placedAt})`,
      },
    });
}
