import { SUBJECTS } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DeadLetter } from './dead-letter';
import { processedEvents } from './event-tables';
import { DEAD_LETTER_STREAM, deadLetterSubject } from './streams';
import { subscribeEvents, type SubscribeEventsOptions } from './subscribe-events';
import {
  consumerSettled,
  envelope,
  eventually,
  recordingLogger,
  startEventsFixture,
  type EventsFixture,
} from './test-fixture';

describe('subscribeEvents', () => {
  let f: EventsFixture;
  const logger = recordingLogger();
  const stops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    f = await startEventsFixture('CREATE TABLE shipments (order_id text NOT NULL);');
  });
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
  });
  afterAll(() => f.close());

  async function subscribe<P>(options: Omit<SubscribeEventsOptions<P>, 'js' | 'jsm' | 'db'>) {
    const handle = await subscribeEvents({
      js: f.js,
      jsm: f.jsm,
      db: f.db,
      logger,
      nakDelayMs: 20,
      ...options,
    });
    stops.push(() => handle.stop());
    return handle;
  }
  const publish = (event: ReturnType<typeof envelope>, msgID = event.id) =>
    f.js.publish(event.type, JSON.stringify(event), { msgID });
  const shipments = async () =>
    (await f.pglite.query<{ order_id: string }>('SELECT order_id FROM shipments')).rows;

  it('handles an event published while its consumer was down once the consumer is back', async () => {
    const handled: string[] = [];
    const consumer = 'catalog-purchase-count';
    const first = await subscribe({
      consumer,
      subject: SUBJECTS.orderPlaced,
      handler: async (event) => void handled.push(event.id),
    });
    await first.stop();

    const placed = envelope(SUBJECTS.orderPlaced, { orderId: 'A-1' });
    await publish(placed);
    expect((await f.jsm.consumers.info('ORDER', consumer)).num_pending).toBe(1);
    expect(handled).toEqual([]);

    await subscribe({
      consumer,
      subject: SUBJECTS.orderPlaced,
      handler: async (event) => void handled.push(event.id),
    });
    await eventually(() => expect(handled).toEqual([placed.id]));
  });

  it('handles an event delivered twice only once', async () => {
    const handled: string[] = [];
    const paid = envelope(SUBJECTS.orderPaid, { orderId: 'A-2' });
    await publish(paid, `${paid.id}-first`);
    await publish(paid, `${paid.id}-again`);

    await subscribe({
      consumer: 'identity-customer-stats',
      subject: SUBJECTS.orderPaid,
      handler: async (event) => void handled.push(event.id),
    });
    await consumerSettled(f.jsm, 'ORDER', 'identity-customer-stats');

    expect(handled).toEqual([paid.id]);
    const recorded = await f.db
      .select()
      .from(processedEvents)
      .where(eq(processedEvents.eventId, paid.id));
    expect(recorded).toHaveLength(1);
  });

  it('retries a handler that fails once, keeping none of the failed attempt', async () => {
    let attempts = 0;
    const changed = envelope(SUBJECTS.orderStatusChanged, { orderId: 'A-3', status: 'Shipped' });
    await subscribe<{ orderId: string }>({
      consumer: 'analytics-order-status',
      subject: SUBJECTS.orderStatusChanged,
      handler: async (event, tx) => {
        attempts += 1;
        await tx.execute(sql`INSERT INTO shipments (order_id) VALUES (${event.payload.orderId})`);
        if (attempts === 1) throw new Error('Database hiccup');
      },
    });
    await publish(changed);

    await eventually(() => expect(attempts).toBe(2));
    await consumerSettled(f.jsm, 'ORDER', 'analytics-order-status');
    expect(await shipments()).toEqual([{ order_id: 'A-3' }]);
  });

  it('files an event whose handler always fails as a dead letter after the last delivery', async () => {
    let attempts = 0;
    const cancelled = envelope(SUBJECTS.orderCancelled, { orderId: 'A-4' });
    await subscribe({
      consumer: 'catalog-restock',
      subject: SUBJECTS.orderCancelled,
      maxDeliver: 3,
      handler: async () => {
        attempts += 1;
        throw new Error('Warehouse offline');
      },
    });
    await publish(cancelled);

    const stored = await eventually(() =>
      f.jsm.streams.getMessage(DEAD_LETTER_STREAM, {
        last_by_subj: deadLetterSubject(SUBJECTS.orderCancelled),
      }),
    );
    expect(stored.json<DeadLetter>()).toMatchObject({
      consumer: 'catalog-restock',
      subject: SUBJECTS.orderCancelled,
      error: 'Warehouse offline',
      deliveries: 3,
      event: cancelled,
    });
    await consumerSettled(f.jsm, 'ORDER', 'catalog-restock');
    expect(attempts).toBe(3);
    expect(
      await f.db.select().from(processedEvents).where(eq(processedEvents.eventId, cancelled.id)),
    ).toEqual([]);
    expect(
      logger.lines.some((line) => line.includes(`gave up on order.cancelled ${cancelled.id}`)),
    ).toBe(true);
  });

  it('drops a malformed message without calling the handler and carries on', async () => {
    const handled: string[] = [];
    await subscribe({
      consumer: 'order-product-snapshots',
      subject: SUBJECTS.productDeleted,
      handler: async (event) => void handled.push(event.id),
    });
    await f.js.publish(SUBJECTS.productDeleted, 'not json at all');
    const deleted = envelope(SUBJECTS.productDeleted, { productId: 'P-1' });
    await publish(deleted);

    await eventually(() => expect(handled).toEqual([deleted.id]));
    expect(
      logger.lines.some((line) => line.includes('malformed event on catalog.product.deleted')),
    ).toBe(true);
  });

  it('dead-letters an event whose payload does not match the schema without retrying', async () => {
    let attempts = 0;
    const updated = envelope(SUBJECTS.productUpdated, { productId: 42 });
    await subscribe({
      consumer: 'order-product-names',
      subject: SUBJECTS.productUpdated,
      payloadSchema: z.object({ productId: z.string() }),
      handler: async () => void (attempts += 1),
    });
    await publish(updated);

    const stored = await eventually(() =>
      f.jsm.streams.getMessage(DEAD_LETTER_STREAM, {
        last_by_subj: deadLetterSubject(SUBJECTS.productUpdated),
      }),
    );
    expect(stored.json<DeadLetter>()).toMatchObject({ deliveries: 1, event: { id: updated.id } });
    expect(attempts).toBe(0);
  });
});
