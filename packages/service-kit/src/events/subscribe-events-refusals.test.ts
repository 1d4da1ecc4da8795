import { SUBJECTS } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { processedEvents } from './event-tables';
import {
  consumerSettled,
  envelope,
  looseEnvelope,
  orderCancelled,
  orderPaid,
  orderPlaced,
} from './test-fixture';
import { TransientEventError } from './transient-errors';
import { useSubscribeFixture } from './subscribe-events.fixture';
import { eventually } from '../testing/eventually';

describe('subscribeEvents: refusals and dead letters', () => {
  const f = useSubscribeFixture();

  it('retries a handler that refuses once, keeping none of the refused attempt', async () => {
    let attempts = 0;
    const changed = envelope(SUBJECTS.orderStatusChanged, {
      ...orderPaid(),
      from: 'Confirmed',
      to: 'Shipped',
    });
    await f.subscribe({
      consumer: 'analytics-order-status',
      subject: SUBJECTS.orderStatusChanged,
      handler: async (event, tx) => {
        attempts += 1;
        await tx.execute(sql`INSERT INTO shipments (order_id) VALUES (${event.payload.orderId})`);
        if (attempts === 1) throw new Error('Courier not assigned');
      },
    });
    await f.publish(changed);

    await eventually(() => expect(attempts).toBe(2));
    await consumerSettled(f.jsm, 'ORDER', 'analytics-order-status');
    expect(await f.shipments()).toEqual([{ order_id: changed.payload.orderId }]);
    expect(await f.refusalsOf(changed.id)).toEqual([]);
  });

  it('files an event the handler keeps refusing as a dead letter after the last refusal', async () => {
    let attempts = 0;
    const cancelled = envelope(SUBJECTS.orderCancelled, orderCancelled());
    await f.subscribe({
      consumer: 'catalog-restock',
      subject: SUBJECTS.orderCancelled,
      maxDeliver: 3,
      handler: async () => {
        attempts += 1;
        throw new Error('Warehouse offline');
      },
    });
    await f.publish(cancelled);

    const [filed] = await eventually(async () => {
      const found = await f.letters(SUBJECTS.orderCancelled);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(filed.letter).toMatchObject({
      stage: 'consume',
      consumer: 'catalog-restock',
      subject: SUBJECTS.orderCancelled,
      error: 'Warehouse offline',
      refusals: 3,
      event: cancelled,
    });
    await consumerSettled(f.jsm, 'ORDER', 'catalog-restock');
    expect(attempts).toBe(3);
    expect(
      await f.db.select().from(processedEvents).where(eq(processedEvents.eventId, cancelled.id)),
    ).toEqual([]);
    expect(await f.refusalsOf(cancelled.id)).toEqual([]);
  });

  it('retries transient failures without counting them as refusals', async () => {
    let attempts = 0;
    const placed = envelope(SUBJECTS.orderPlaced, orderPlaced());
    await f.subscribe({
      consumer: 'catalog-transient',
      subject: SUBJECTS.orderPlaced,
      maxDeliver: 2,
      handler: async () => {
        attempts += 1;
        if (attempts <= 3) {
          throw Object.assign(new Error('could not serialize access'), { code: '40001' });
        }
        if (attempts <= 6) throw new TransientEventError('Catalog service is unavailable');
      },
    });
    await f.publish(placed);

    await consumerSettled(f.jsm, 'ORDER', 'catalog-transient');
    expect(attempts).toBe(7);
    expect(await f.letters(SUBJECTS.orderPlaced)).toEqual([]);
    expect(await f.refusalsOf(placed.id)).toEqual([]);
  });

  it('counts refusals across a restart of the consumer', async () => {
    let attempts = 0;
    const paid = envelope(SUBJECTS.orderPaid, orderPaid());
    const options = {
      consumer: 'identity-refusals',
      subject: SUBJECTS.orderPaid,
      maxDeliver: 3,
      // Long enough that the second refusal is still waiting when the consumer stops.
      nakDelayMs: 60_000,
      handler: async (event: { id: string }) => {
        if (event.id !== paid.id) return;
        attempts += 1;
        throw new Error('Customer record locked');
      },
    };
    const first = await f.subscribe(options);
    await f.publish(paid);
    await eventually(() => expect(attempts).toBe(1));
    await first.stop();
    expect(await f.refusalsOf(paid.id)).toMatchObject([{ refusals: 1 }]);

    // A fresh consumer gets the event at once instead of after the nak delay; the count goes on.
    await f.jsm.consumers.delete('ORDER', 'identity-refusals');
    await f.subscribe({ ...options, nakDelayMs: 20 });

    await eventually(async () => expect(await f.letters(SUBJECTS.orderPaid)).toHaveLength(1));
    expect(attempts).toBe(3);
  });

  it('dead-letters a message that is not JSON, with its text, and carries on', async () => {
    const handled: string[] = [];
    await f.subscribe({
      consumer: 'order-product-snapshots',
      subject: SUBJECTS.productDeleted,
      handler: async (event) => void handled.push(event.id),
    });
    await f.js.publish(SUBJECTS.productDeleted, 'not json at all');
    const deleted = envelope(SUBJECTS.productDeleted, { productId: orderPaid().orderId });
    await f.publish(deleted);

    await eventually(() => expect(handled).toEqual([deleted.id]));
    const filed = await f.letters(SUBJECTS.productDeleted);
    expect(filed.map(({ letter }) => letter)).toEqual([
      expect.objectContaining({
        consumer: 'order-product-snapshots',
        error: 'Malformed event: not JSON',
        raw: 'not json at all',
        refusals: 0,
      }),
    ]);
    expect(filed[0].letter.event).toBeUndefined();
  });

  it('dead-letters an envelope without an id, never reaching the handler', async () => {
    let attempts = 0;
    await f.subscribe({
      consumer: 'identity-verified',
      subject: SUBJECTS.userVerified,
      handler: async () => void (attempts += 1),
    });
    const { id: _id, ...withoutId } = looseEnvelope(SUBJECTS.userVerified, {});
    await f.js.publish(SUBJECTS.userVerified, JSON.stringify(withoutId));

    const [filed] = await eventually(async () => {
      const found = await f.letters(SUBJECTS.userVerified);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(filed.letter.error).toMatch(/^Malformed event: .*id/s);
    expect(JSON.parse(filed.letter.raw!)).toEqual(withoutId);
    expect(attempts).toBe(0);
  });

  it('dead-letters an event whose payload breaks its subject schema, without retrying', async () => {
    let attempts = 0;
    const updated = looseEnvelope(SUBJECTS.productUpdated, { productId: 42 });
    await f.subscribe({
      consumer: 'order-product-names',
      subject: SUBJECTS.productUpdated,
      handler: async () => void (attempts += 1),
    });
    await f.publish(updated);

    const [filed] = await eventually(async () => {
      const found = await f.letters(SUBJECTS.productUpdated);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(filed.letter).toMatchObject({ deliveries: 1, refusals: 0, event: { id: updated.id } });
    expect(filed.letter.error).toMatch(/^Invalid payload: .*productId/s);
    expect(attempts).toBe(0);
  });
});
