import { SUBJECTS, type EventPayload } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { headers } from 'nats';
import type { EventFilter } from './event-handler';
import { eventFailures } from './event-failures';
import { processedEvents } from './event-tables';
import { REPLAY_FOR_HEADER } from './handle-delivery';
import { listDeadLetters } from './replay-dead-letters';
import { subscribeEvents, type SubscribeEventsOptions } from './subscribe-events';
import {
  consumerSettled,
  envelope,
  eventually,
  looseEnvelope,
  orderCancelled,
  orderPaid,
  orderPlaced,
  recordingLogger,
  startEventsFixture,
  type EventsFixture,
} from './test-fixture';
import { TransientEventError } from './transient-errors';

describe('subscribeEvents', () => {
  let f: EventsFixture;
  const logger = recordingLogger();
  const stops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    f = await startEventsFixture('CREATE TABLE shipments (order_id text NOT NULL);');
  });
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
    for (const stream of ['ORDER', 'IDENTITY', 'CATALOG', 'DEAD_LETTER']) {
      await f.jsm.streams.purge(stream);
    }
  });
  afterAll(() => f.close());

  async function subscribe<F extends EventFilter>(
    options: Omit<SubscribeEventsOptions<F>, 'js' | 'jsm' | 'db'>,
  ) {
    const handle = await subscribeEvents({
      js: f.js,
      jsm: f.jsm,
      db: f.db,
      logger,
      nakDelayMs: 20,
      retryBaseMs: 20,
      retryMaxMs: 100,
      ...options,
    });
    stops.push(() => handle.stop());
    return handle;
  }
  const shipments = async () =>
    (await f.pglite.query<{ order_id: string }>('SELECT order_id FROM shipments')).rows;
  const letters = (subject: string) => listDeadLetters(f.jsm, { subject });
  const refusalsOf = (eventId: string) =>
    f.db.select().from(eventFailures).where(eq(eventFailures.eventId, eventId));

  it('handles an event published while its consumer was down once the consumer is back', async () => {
    const handled: string[] = [];
    const consumer = 'catalog-purchase-count';
    const first = await subscribe({
      consumer,
      subject: SUBJECTS.orderPlaced,
      handler: async (event) => void handled.push(event.id),
    });
    await first.stop();

    const placed = envelope(SUBJECTS.orderPlaced, orderPlaced());
    await f.publish(placed);
    expect((await f.jsm.consumers.info('ORDER', consumer)).num_pending).toBe(1);
    expect(handled).toEqual([]);

    await subscribe({
      consumer,
      subject: SUBJECTS.orderPlaced,
      handler: async (event) => void handled.push(event.id),
    });
    await eventually(() => expect(handled).toEqual([placed.id]));
  });

  it('gives the handler the payload parsed by its subject schema', async () => {
    const received: EventPayload<'order.placed'>[] = [];
    const payload = orderPlaced();
    const placed = looseEnvelope(SUBJECTS.orderPlaced, {
      ...payload,
      internalNote: 'not in the contract',
    });
    await subscribe({
      consumer: 'analytics-revenue',
      subject: SUBJECTS.orderPlaced,
      handler: async (event) => void received.push(event.payload),
    });
    await f.publish(placed);

    await eventually(() => expect(received).toEqual([payload]));
  });

  it('handles an event delivered twice only once', async () => {
    const handled: string[] = [];
    const paid = envelope(SUBJECTS.orderPaid, orderPaid());
    await f.publish(paid, `${paid.id}-first`);
    await f.publish(paid, `${paid.id}-again`);

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

  it('retries a handler that refuses once, keeping none of the refused attempt', async () => {
    let attempts = 0;
    const changed = envelope(SUBJECTS.orderStatusChanged, {
      ...orderPaid(),
      from: 'Confirmed',
      to: 'Shipped',
    });
    await subscribe({
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
    expect(await shipments()).toEqual([{ order_id: changed.payload.orderId }]);
    expect(await refusalsOf(changed.id)).toEqual([]);
  });

  it('files an event the handler keeps refusing as a dead letter after the last refusal', async () => {
    let attempts = 0;
    const cancelled = envelope(SUBJECTS.orderCancelled, orderCancelled());
    await subscribe({
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
      const found = await letters(SUBJECTS.orderCancelled);
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
    expect(await refusalsOf(cancelled.id)).toEqual([]);
  });

  it('retries transient failures without counting them as refusals', async () => {
    let attempts = 0;
    const placed = envelope(SUBJECTS.orderPlaced, orderPlaced());
    await subscribe({
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
    expect(await letters(SUBJECTS.orderPlaced)).toEqual([]);
    expect(await refusalsOf(placed.id)).toEqual([]);
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
    const first = await subscribe(options);
    await f.publish(paid);
    await eventually(() => expect(attempts).toBe(1));
    await first.stop();
    expect(await refusalsOf(paid.id)).toMatchObject([{ refusals: 1 }]);

    // A fresh consumer gets the event at once instead of after the nak delay; the count goes on.
    await f.jsm.consumers.delete('ORDER', 'identity-refusals');
    await subscribe({ ...options, nakDelayMs: 20 });

    await eventually(async () => expect(await letters(SUBJECTS.orderPaid)).toHaveLength(1));
    expect(attempts).toBe(3);
  });

  it('dead-letters a message that is not JSON, with its text, and carries on', async () => {
    const handled: string[] = [];
    await subscribe({
      consumer: 'order-product-snapshots',
      subject: SUBJECTS.productDeleted,
      handler: async (event) => void handled.push(event.id),
    });
    await f.js.publish(SUBJECTS.productDeleted, 'not json at all');
    const deleted = envelope(SUBJECTS.productDeleted, { productId: orderPaid().orderId });
    await f.publish(deleted);

    await eventually(() => expect(handled).toEqual([deleted.id]));
    const filed = await letters(SUBJECTS.productDeleted);
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
    await subscribe({
      consumer: 'identity-verified',
      subject: SUBJECTS.userVerified,
      handler: async () => void (attempts += 1),
    });
    const { id: _id, ...withoutId } = looseEnvelope(SUBJECTS.userVerified, {});
    await f.js.publish(SUBJECTS.userVerified, JSON.stringify(withoutId));

    const [filed] = await eventually(async () => {
      const found = await letters(SUBJECTS.userVerified);
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
    await subscribe({
      consumer: 'order-product-names',
      subject: SUBJECTS.productUpdated,
      handler: async () => void (attempts += 1),
    });
    await f.publish(updated);

    const [filed] = await eventually(async () => {
      const found = await letters(SUBJECTS.productUpdated);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(filed.letter).toMatchObject({ deliveries: 1, refusals: 0, event: { id: updated.id } });
    expect(filed.letter.error).toMatch(/^Invalid payload: .*productId/s);
    expect(attempts).toBe(0);
  });

  it('checks each event of a wildcard filter against its own subject schema', async () => {
    const handled: string[] = [];
    await subscribe({
      consumer: 'analytics-identity',
      subject: 'identity.>',
      handler: async (event) => {
        if (event.type === SUBJECTS.userLoggedIn)
          handled.push(`${event.payload.email} at=${event.payload.at}`);
        else if ('email' in event.payload) handled.push(event.payload.email);
      },
    });
    const user = { userId: orderPaid().userId, email: 'ada@example.com' };
    const at = '2026-11-23T10:00:00.000Z';
    await f.publish(envelope(SUBJECTS.userLoggedIn, { ...user, at }));
    // A valid user.registered payload, but on the logged-in subject it lacks `at`.
    const wrong = looseEnvelope(SUBJECTS.userLoggedIn, { ...user, name: 'Ada', createdAt: at });
    await f.publish(wrong);
    await f.publish(envelope(SUBJECTS.userRegistered, { ...user, name: 'Ada', createdAt: at }));

    await eventually(() =>
      expect(handled).toEqual([`ada@example.com at=${at}`, 'ada@example.com']),
    );
    await eventually(async () =>
      expect((await letters(SUBJECTS.userLoggedIn)).map(({ letter }) => letter.event?.id)).toEqual([
        wrong.id,
      ]),
    );
  });

  it('handles one event at a time in stream order, a refused one before those behind it', async () => {
    const order: string[] = [];
    let refused = false;
    const placed = envelope(SUBJECTS.orderPlaced, orderPlaced());
    const paid = envelope(SUBJECTS.orderPaid, orderPaid(placed.payload.orderId));
    const cancelled = envelope(SUBJECTS.orderCancelled, orderCancelled(placed.payload.orderId));
    await subscribe({
      consumer: 'identity-order-history',
      subject: 'order.>',
      nakDelayMs: 200,
      handler: async (event) => {
        if (event.payload.orderId !== placed.payload.orderId) return;
        if (event.type === SUBJECTS.orderPlaced && !refused) {
          refused = true;
          throw new Error('Customer not yet known');
        }
        order.push(event.type);
      },
    });
    await f.publish(placed);
    await f.publish(paid);
    await f.publish(cancelled);

    await eventually(() =>
      expect(order).toEqual(['order.placed', 'order.paid', 'order.cancelled']),
    );
  });

  it('keeps a slow handler’s event in hand past the ack wait, so no replica gets it again', async () => {
    let runs = 0;
    const replica = {
      consumer: 'analytics-slow-report',
      subject: SUBJECTS.orderPaid,
      ackWaitMs: 1_000,
      handler: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      },
    };
    // Two replicas of one service: the idle one has a pull waiting the whole time.
    await subscribe(replica);
    await subscribe(replica);
    await f.publish(envelope(SUBJECTS.orderPaid, orderPaid()));

    await eventually(() => expect(runs).toBe(1));
    await consumerSettled(f.jsm, 'ORDER', 'analytics-slow-report');
    // One delivery in all: NATS never sent the event a second time while it was in hand.
    const info = await f.jsm.consumers.info('ORDER', 'analytics-slow-report');
    expect(info.delivered.consumer_seq).toBe(1);
    expect(runs).toBe(1);
  });

  it('leaves an event replayed for another consumer to that consumer', async () => {
    const handled: string[] = [];
    await subscribe({
      consumer: 'catalog-replay-bystander',
      subject: SUBJECTS.orderCancelled,
      handler: async (event) => void handled.push(event.id),
    });
    const forOther = envelope(SUBJECTS.orderCancelled, orderCancelled());
    const replayHeaders = headers();
    replayHeaders.set(REPLAY_FOR_HEADER, 'identity-order-history');
    await f.js.publish(forOther.type, JSON.stringify(forOther), { headers: replayHeaders });
    const next = envelope(SUBJECTS.orderCancelled, orderCancelled());
    await f.publish(next);

    await eventually(() => expect(handled).toEqual([next.id]));
  });
});
