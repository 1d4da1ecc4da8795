import { randomUUID } from 'node:crypto';
import {
  SUBJECTS,
  type EventEnvelope,
  type EventPayload,
  type OrderAddress,
  type OrderStatus,
  type PaymentMethod,
} from '@shop/contracts';
import { ensureStreams, natsSubject, processedEvents } from '@shop/service-kit';
import { and, eq } from 'drizzle-orm';
import { connect, type NatsConnection } from 'nats';
import type { IdentityTestApp } from './start-identity-app';
import { eventually } from '@shop/service-kit/testing';

const CUSTOMER_ORDERS = 'identity-customer-orders';

export interface OrderEventsPublisher {
  /** As the order service's outbox relay publishes: the envelope on its subject, its id as msgID. */
  publish(event: EventEnvelope, msgID?: string): Promise<void>;
  /** Publishes the events one after the other, then waits until identity has handled the last. */
  deliver(events: EventEnvelope[], msgIdSuffix?: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Publishes order events to the test identity's JetStream, in place of the order service;
 * `deliver` waits for `consumer` (durable name).
 */
export async function orderEventsTo(
  identity: IdentityTestApp,
  consumer = CUSTOMER_ORDERS,
): Promise<OrderEventsPublisher> {
  const namespace = identity.config.NATS_NAMESPACE;
  const connection: NatsConnection = await connect({ servers: identity.config.NATS_URL });
  await ensureStreams(await connection.jetstreamManager(), namespace);
  const js = connection.jetstream();
  const publish = async (event: EventEnvelope, msgID = event.id) => {
    await js.publish(natsSubject(namespace, event.type), JSON.stringify(event), { msgID });
  };
  const handled = (eventId: string) =>
    eventually(async () => {
      const rows = await identity.db
        .select()
        .from(processedEvents)
        .where(and(eq(processedEvents.consumer, consumer), eq(processedEvents.eventId, eventId)));
      if (rows.length !== 1) throw new Error(`event ${eventId} not handled yet`);
    });
  return {
    publish,
    async deliver(events, msgIdSuffix = '') {
      for (const event of events) await publish(event, `${event.id}${msgIdSuffix}`);
      // The consumer handles events in the order they were published, so once a marker sent
      // after them is handled, so are they (a repeated id leaves no row of its own to wait on).
      // The marker is an order of a user nobody knows: kept, never shown.
      const marker = orderHistory(randomUUID()).placed();
      await publish(marker);
      await handled(marker.id);
    },
    close: () => connection.close(),
  };
}

type OrderPayload<S extends keyof typeof EVENT_TYPES> = EventPayload<(typeof EVENT_TYPES)[S]>;
const EVENT_TYPES = {
  placed: SUBJECTS.orderPlaced,
  paid: SUBJECTS.orderPaid,
  statusChanged: SUBJECTS.orderStatusChanged,
  cancelled: SUBJECTS.orderCancelled,
} as const;

export interface OrderHistoryOptions {
  amount?: number;
  paymentMethod?: PaymentMethod;
  placedAt?: string;
  /** Where it goes, as the events of a release with order mails carry it. */
  address?: OrderAddress;
}

/**
 * One order's events as the order service emits them, each step a new version; call the steps in
 * the order they happen.
 */
export function orderHistory(
  userId: string,
  {
    amount = 120,
    paymentMethod = 'COD',
    placedAt = new Date().toISOString(),
    address,
  }: OrderHistoryOptions = {},
) {
  const orderId = randomUUID();
  const item = { productId: randomUUID(), quantity: 1, size: '42' };
  const line = {
    ...item,
    name: 'Oxblood Derby',
    unitPrice: amount - 10,
    madeToMeasure: false,
    color: 'Oxblood',
  };
  let version = 1;
  let status: OrderStatus = 'Order Placed';
  const envelope = <P>(type: string, payload: P, occurredAt = new Date().toISOString()) => ({
    id: randomUUID(),
    type,
    occurredAt,
    payload,
  });
  return {
    orderId,
    placed: (): EventEnvelope<OrderPayload<'placed'>> =>
      envelope(
        EVENT_TYPES.placed,
        {
          orderId,
          userId,
          version,
          items: [line],
          deliveryFee: 10,
          amount,
          paymentMethod,
          status,
          ...(address && { subtotal: amount - 10, address }),
        },
        placedAt,
      ),
    paid: (): EventEnvelope<OrderPayload<'paid'>> =>
      envelope(EVENT_TYPES.paid, {
        orderId,
        userId,
        version: ++version,
        amount,
        paymentMethod,
        captureId: paymentMethod === 'PayPal' ? `capture-${orderId}` : null,
      }),
    movedTo(to: OrderStatus): EventEnvelope<OrderPayload<'statusChanged'>> {
      const from = status;
      status = to;
      return envelope(EVENT_TYPES.statusChanged, {
        orderId,
        userId,
        version: ++version,
        from,
        to,
        amount,
        ...(address && { items: [line], address }),
      });
    },
    /** Cancelled by the admin: the status change and order.cancelled, at one version. */
    cancelled(): EventEnvelope[] {
      return [this.movedTo('Cancelled'), this.checkoutCancelled()];
    },
    /** order.cancelled alone, as for a PayPal checkout cancelled before its capture. */
    checkoutCancelled(): EventEnvelope<OrderPayload<'cancelled'>> {
      if (status !== 'Cancelled') version += 1;
      status = 'Cancelled';
      return envelope(EVENT_TYPES.cancelled, {
        orderId,
        userId,
        version,
        items: [item],
        amount,
        status: 'Cancelled',
        restock: true,
      });
    },
  };
}
