import { SUBJECTS, type EventEnvelope } from '@shop/contracts';
import type { Transaction } from '../database/database.types';
import { eventually } from '../testing/eventually';
import type { FilteredEvent } from './event-handler';
import { orderLog, useLanesFixture } from './subscribe-events-lanes.fixture';
import { consumerSettled, envelope, orderCancelled, orderPaid, orderPlaced } from './test-fixture';

const ORDER_STEPS = ['order.placed', 'order.paid', 'order.cancelled'];

interface OrderEvents {
  orderId: string;
  /** Placed, paid, cancelled: in the order they happened. */
  events: EventEnvelope[];
}

function orderEvents(): OrderEvents {
  const placed = envelope(SUBJECTS.orderPlaced, orderPlaced());
  const { orderId } = placed.payload;
  return {
    orderId,
    events: [
      placed,
      envelope(SUBJECTS.orderPaid, orderPaid(orderId)),
      envelope(SUBJECTS.orderCancelled, orderCancelled(orderId)),
    ],
  };
}

/** Events of several orders as they reach the stream: interleaved, each order's in order. */
function interleaved(orders: OrderEvents[]): EventEnvelope[] {
  return ORDER_STEPS.flatMap((_, step) => orders.map(({ events }) => events[step]));
}

async function logStep(tx: Transaction, event: FilteredEvent<'order.>'>): Promise<void> {
  await tx.insert(orderLog).values({ orderId: event.payload.orderId, step: event.type });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('subscribeEvents: events of different orders side by side, each order’s in turn', () => {
  const f = useLanesFixture();

  it('handles another order’s event while one order’s handler is still at work', async () => {
    if (f.engine !== 'server') {
      // The embedded database runs one transaction at a time, whatever the consumer does.
      return console.warn('Skipped: needs a PostgreSQL server (TEST_DATABASE=embedded)');
    }
    const [slow] = orderEvents().events;
    const [quick] = orderEvents().events;
    let finishSlow = () => undefined as void;
    const slowAtWork = new Promise<void>((resolve) => (finishSlow = resolve));
    const handled: string[] = [];
    await f.subscribe({
      consumer: 'catalog-side-by-side',
      subject: 'order.>',
      handler: async (event) => {
        if (event.id === slow.id) await slowAtWork;
        handled.push(event.id);
      },
    });
    await f.publish(slow);
    await f.publish(quick);

    await eventually(() => expect(handled).toEqual([quick.id]), 5_000);
    finishSlow();
    await eventually(() => expect(handled).toEqual([quick.id, slow.id]));
  });

  it('never handles two events of one order at once, and keeps their order', async () => {
    const orders = Array.from({ length: 4 }, orderEvents);
    const atWork = new Set<string>();
    const overlaps: string[] = [];
    await f.subscribe({
      consumer: 'identity-order-steps',
      subject: 'order.>',
      handler: async (event, tx) => {
        const { orderId } = event.payload;
        if (atWork.has(orderId)) overlaps.push(`${event.type} of ${orderId}`);
        atWork.add(orderId);
        await pause(Math.random() * 20);
        await logStep(tx, event);
        atWork.delete(orderId);
      },
    });
    for (const event of interleaved(orders)) await f.publish(event);

    await consumerSettled(f.jsm, 'ORDER', 'identity-order-steps');
    const steps = await f.stepsByOrder();
    for (const { orderId } of orders) expect(steps.get(orderId)).toEqual(ORDER_STEPS);
    expect(overlaps).toEqual([]);
  });

  it('holds back only the order whose event was refused, until it is handled again', async () => {
    const [refusedOnce, behindIt] = orderEvents().events;
    const [other] = orderEvents().events;
    let refused = false;
    const handled: string[] = [];
    await f.subscribe({
      consumer: 'catalog-held-back',
      subject: 'order.>',
      nakDelayMs: 2_000,
      handler: async (event) => {
        if (event.id === refusedOnce.id && !refused) {
          refused = true;
          throw new Error('Product not yet known');
        }
        handled.push(event.id);
      },
    });
    await f.publish(refusedOnce);
    await f.publish(behindIt);
    await f.publish(other);

    // Well before the refused event comes back.
    await eventually(() => expect(handled).toEqual([other.id]), 1_500);
    await eventually(() => expect(handled).toEqual([other.id, refusedOnce.id, behindIt.id]));
  });

  it('ends with the same rows when events come twice or fail on the way', async () => {
    const orders = Array.from({ length: 3 }, orderEvents);
    const failedOnce = new Set<string>();
    await f.subscribe({
      consumer: 'analytics-order-steps',
      subject: 'order.>',
      handler: async (event, tx) => {
        await logStep(tx, event);
        // The row above goes with the failed attempt; the retry writes it once.
        if (event.type === SUBJECTS.orderPaid && !failedOnce.has(event.id)) {
          failedOnce.add(event.id);
          throw Object.assign(new Error('could not serialize access'), { code: '40001' });
        }
      },
    });
    for (const event of interleaved(orders)) {
      await f.publish(event);
      await f.publish(event, `${event.id}-again`);
    }

    await consumerSettled(f.jsm, 'ORDER', 'analytics-order-steps');
    const steps = await f.stepsByOrder();
    expect(steps.size).toBe(orders.length);
    for (const { orderId } of orders) expect(steps.get(orderId)).toEqual(ORDER_STEPS);
  });
});
