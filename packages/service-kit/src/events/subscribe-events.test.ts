import { SUBJECTS, type EventPayload } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { connect, headers } from 'nats';
import { processedEvents } from './event-tables';
import { REPLAY_FOR_HEADER } from './handle-delivery';
import {
  consumerSettled,
  envelope,
  looseEnvelope,
  orderCancelled,
  orderPaid,
  orderPlaced,
  recordingLogger,
} from './test-fixture';
import { useSubscribeFixture } from './subscribe-events.fixture';
import { eventually } from '../testing/eventually';

describe('subscribeEvents: delivery', () => {
  const f = useSubscribeFixture();

  it('handles an event published while its consumer was down once the consumer is back', async () => {
    const handled: string[] = [];
    const consumer = 'catalog-purchase-count';
    const first = await f.subscribe({
      consumer,
      subject: SUBJECTS.orderPlaced,
      handler: async (event) => void handled.push(event.id),
    });
    await first.stop();

    const placed = envelope(SUBJECTS.orderPlaced, orderPlaced());
    await f.publish(placed);
    expect((await f.jsm.consumers.info('ORDER', consumer)).num_pending).toBe(1);
    expect(handled).toEqual([]);

    await f.subscribe({
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
    await f.subscribe({
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

    await f.subscribe({
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

  it('checks each event of a wildcard filter against its own subject schema', async () => {
    const handled: string[] = [];
    await f.subscribe({
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
      expect(
        (await f.letters(SUBJECTS.userLoggedIn)).map(({ letter }) => letter.event?.id),
      ).toEqual([wrong.id]),
    );
  });

  it('passes over a subject of a newer release under its filter, says so once, and goes on', async () => {
    const handled: string[] = [];
    const logger = recordingLogger();
    const consumer = 'identity-order-versions';
    await f.subscribe({
      consumer,
      subject: 'order.>',
      logger,
      handler: async (event) => void handled.push(event.type),
    });
    // The next version of order.placed, as a newer order service publishes it beside the first.
    const { items, ...placed } = orderPlaced();
    await f.publish(looseEnvelope('order.placed.v2', { ...placed, lines: items }));
    await f.publish(looseEnvelope('order.placed.v2', { ...orderPlaced(), lines: items }));
    await f.publish(envelope(SUBJECTS.orderPlaced, orderPlaced()));

    await eventually(() => expect(handled).toEqual(['order.placed']));
    await consumerSettled(f.jsm, 'ORDER', consumer);
    expect(await f.letters('order.placed.v2')).toEqual([]);
    expect(logger.lines.filter((line) => line.includes('order.placed.v2'))).toEqual([
      `${consumer}: passing over order.placed.v2, a subject of a newer release than this one`,
    ]);
  });

  it('handles one event at a time in stream order, a refused one before those behind it', async () => {
    const order: string[] = [];
    let refused = false;
    const placed = envelope(SUBJECTS.orderPlaced, orderPlaced());
    const paid = envelope(SUBJECTS.orderPaid, orderPaid(placed.payload.orderId));
    const cancelled = envelope(SUBJECTS.orderCancelled, orderCancelled(placed.payload.orderId));
    await f.subscribe({
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
    await f.subscribe(replica);
    await f.subscribe(replica);
    await f.publish(envelope(SUBJECTS.orderPaid, orderPaid()));

    await eventually(() => expect(runs).toBe(1));
    await consumerSettled(f.jsm, 'ORDER', 'analytics-slow-report');
    // One delivery in all: NATS never sent the event a second time while it was in hand.
    const info = await f.jsm.consumers.info('ORDER', 'analytics-slow-report');
    expect(info.delivered.consumer_seq).toBe(1);
    expect(runs).toBe(1);
  });

  it('gives an event a vanished replica had in hand to another replica within about 10 s', async () => {
    // The vanished replica's connection: its process killed, or its NATS node gone with the
    // pull the event was sent to. Until the ack wait ends, the server counts the event in hand.
    const doomed = await connect({ servers: f.nats.url });
    let taken!: () => void;
    const takenByDoomed = new Promise<void>((resolve) => (taken = resolve));
    const consumer = 'identity-order-history-failover';
    const vanished = await f.subscribe({
      consumer,
      subject: SUBJECTS.orderPlaced,
      js: doomed.jetstream(),
      jsm: await doomed.jetstreamManager(),
      handler: async () => {
        taken();
        await doomed.closed();
        throw new Error('its connection is gone');
      },
    });
    const placed = envelope(SUBJECTS.orderPlaced, orderPlaced());
    await f.publish(placed);
    await takenByDoomed;
    await doomed.close();
    const gone = Date.now();
    await vanished.stop();

    const handled: string[] = [];
    await f.subscribe({
      consumer,
      subject: SUBJECTS.orderPlaced,
      handler: async (event) => void handled.push(event.id),
    });
    await eventually(() => expect(handled).toEqual([placed.id]), 40_000);
    expect(Date.now() - gone).toBeLessThan(12_000);
  }, 60_000);

  it('leaves an event replayed for another consumer to that consumer', async () => {
    const handled: string[] = [];
    await f.subscribe({
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
