import { Global, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { SUBJECTS } from '@shop/contracts';
import { rmSync } from 'node:fs';
import { AckPolicy, DeliverPolicy, nanos } from 'nats';
import { DATABASE } from '../database/database.types';
import { createTestApp } from '../testing/test-app';
import { ConsumerConfigError } from './consumer-config';
import { EventBus } from './event-bus';
import type { EventFilter } from './event-handler';
import { EventsModule } from './events.module';
import { ensureStreams } from './streams';
import { subscribeEvents, type SubscribeEventsOptions } from './subscribe-events';
import {
  consumerSettled,
  envelope,
  orderPaid,
  orderPlaced,
  recordingLogger,
  startEventsFixture,
  type EventsFixture,
} from './test-fixture';
import { eventually } from '../testing/eventually';

describe('durable consumers over time', () => {
  let f: EventsFixture;
  const logger = recordingLogger();
  const stops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    f = await startEventsFixture();
  });
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
    // A test that deleted the stream and failed must not take the next ones with it.
    await ensureStreams(f.jsm, f.namespace);
    for (const stream of ['ORDER', 'DEAD_LETTER']) await f.jsm.streams.purge(stream);
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
      restartBaseMs: 50,
      ...options,
    });
    stops.push(() => handle.stop());
    return handle;
  }
  const placedEvent = () => envelope(SUBJECTS.orderPlaced, orderPlaced());
  /**
   * The consumer logs this line once it is pulling again after going down. The 'down' state
   * itself can last less than a poll, so the log is the proof it went down and came back.
   */
  const consumingAgain = (line: string, timeoutMs?: number) =>
    eventually(() => expect(logger.lines).toContain(line), timeoutMs);

  it('recreates a consumer deleted while the service runs and handles later events', async () => {
    const handled: string[] = [];
    const handle = await subscribe({
      consumer: 'catalog-purchase-count',
      subject: SUBJECTS.orderPlaced,
      handler: async (event) => void handled.push(event.id),
    });
    const before = placedEvent();
    await f.publish(before);
    await eventually(() => expect(handled).toEqual([before.id]));

    await f.jsm.consumers.delete('ORDER', 'catalog-purchase-count');
    await consumingAgain('catalog-purchase-count: consuming order.placed again');
    expect(handle.state()).toBe('up');
    const after = placedEvent();
    await f.publish(after);

    await eventually(() => expect(handled).toEqual([before.id, after.id]));
  });

  it('recreates a deleted stream and its consumer, and handles events published after', async () => {
    const handled: string[] = [];
    const handle = await subscribe({
      consumer: 'identity-order-stats',
      subject: SUBJECTS.orderPaid,
      handler: async (event) => void handled.push(event.id),
    });

    await f.jsm.streams.delete('ORDER');
    // A deletion the server announces while no pull is waiting is learnt only from two missed
    // idle heartbeats (one every half pull, so 5–7.5 s): allow more than twice that on a busy
    // machine.
    await consumingAgain('identity-order-stats: consuming order.paid again', 20_000);
    expect(handle.state()).toBe('up');
    const paid = envelope(SUBJECTS.orderPaid, orderPaid());
    await f.publish(paid);

    await eventually(() => expect(handled).toEqual([paid.id]));
    const stream = await f.jsm.streams.info('ORDER');
    expect(stream.config.max_age).toBeGreaterThan(0);
  }, 60_000);

  it('updates ack wait and max deliveries changed in code, keeping its place', async () => {
    await f.jsm.consumers.add('ORDER', {
      durable_name: 'analytics-revenue',
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: SUBJECTS.orderPlaced,
      ack_wait: nanos(30_000),
      max_deliver: 5,
    });
    const handled: string[] = [];
    const first = await subscribe({
      consumer: 'analytics-revenue',
      subject: SUBJECTS.orderPlaced,
      handler: async (event) => void handled.push(event.id),
    });
    const early = placedEvent();
    await f.publish(early);
    await eventually(() => expect(handled).toEqual([early.id]));
    await first.stop();

    await subscribe({
      consumer: 'analytics-revenue',
      subject: SUBJECTS.orderPlaced,
      ackWaitMs: 45_000,
      handler: async (event) => void handled.push(event.id),
    });
    const late = placedEvent();
    await f.publish(late);

    await eventually(() => expect(handled).toEqual([early.id, late.id]));
    const { config } = await f.jsm.consumers.info('ORDER', 'analytics-revenue');
    expect(config).toMatchObject({ ack_wait: nanos(45_000), max_deliver: -1, max_ack_pending: 8 });
  });

  it('takes a new filter by recreating the consumer from its ack floor, losing nothing unacknowledged', async () => {
    const handled: string[] = [];
    const record = async (event: { id: string }) => void handled.push(event.id);
    const narrow = await subscribe({
      consumer: 'identity-order-history',
      subject: SUBJECTS.orderPlaced,
      handler: record,
    });
    const acknowledged = placedEvent();
    await f.publish(acknowledged);
    await eventually(() => expect(handled).toEqual([acknowledged.id]));
    await consumerSettled(f.jsm, 'ORDER', 'identity-order-history');
    await narrow.stop();
    // Published while the service was being redeployed with the wider filter.
    const paid = envelope(SUBJECTS.orderPaid, orderPaid(acknowledged.payload.orderId));
    const waiting = placedEvent();
    await f.publish(paid);
    await f.publish(waiting);

    await subscribe({ consumer: 'identity-order-history', subject: 'order.>', handler: record });

    await eventually(() => expect(handled).toEqual([acknowledged.id, paid.id, waiting.id]));
    const { config } = await f.jsm.consumers.info('ORDER', 'identity-order-history');
    expect(config.filter_subject).toBe('order.>');
    expect(config.deliver_policy).toBe(DeliverPolicy.StartSequence);
  });

  it('recreates stream and consumer when NATS comes back having lost its store', async () => {
    const handled: string[] = [];
    const handle = await subscribe({
      consumer: 'analytics-order-count',
      subject: SUBJECTS.orderPlaced,
      handler: async (event) => void handled.push(event.id),
    });

    await f.nats.down();
    rmSync(f.nats.storeDir, { recursive: true, force: true });
    await f.nats.up();
    await consumingAgain('analytics-order-count: consuming order.placed again', 10_000);
    expect(handle.state()).toBe('up');
    const placed = placedEvent();
    await f.publish(placed);

    await eventually(() => expect(handled).toEqual([placed.id]));
  }, 30_000);

  it('refuses an ack policy it cannot change, naming the consumer and the field', async () => {
    await f.jsm.consumers.add('ORDER', {
      durable_name: 'catalog-restock',
      ack_policy: AckPolicy.None,
      filter_subject: SUBJECTS.orderCancelled,
    });

    const subscribing = subscribe({
      consumer: 'catalog-restock',
      subject: SUBJECTS.orderCancelled,
      handler: async () => undefined,
    });

    await expect(subscribing).rejects.toThrow(ConsumerConfigError);
    await expect(subscribing).rejects.toThrow(
      /Consumer "catalog-restock" on stream ORDER: ack_policy is "none" on the server/,
    );
  });

  it('fails the service start on a deliver policy it cannot change', async () => {
    await f.jsm.consumers.add('ORDER', {
      durable_name: 'catalog-purchase-total',
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.New,
      filter_subject: SUBJECTS.orderPlaced,
    });
    @Injectable()
    class PurchaseTotal implements OnModuleInit {
      constructor(private readonly bus: EventBus) {}
      async onModuleInit() {
        await this.bus.subscribe({
          consumer: 'purchase-total',
          subject: SUBJECTS.orderPlaced,
          handler: async () => undefined,
        });
      }
    }
    @Global()
    @Module({
      providers: [{ provide: DATABASE, useValue: f.db }, PurchaseTotal],
      exports: [DATABASE],
    })
    class CatalogModule {}

    await expect(
      createTestApp([
        CatalogModule,
        EventsModule.forRoot({ serviceName: 'catalog', natsUrl: f.nats.url }),
      ]),
    ).rejects.toThrow(
      /Consumer "catalog-purchase-total" on stream ORDER: deliver_policy is "new" on the server/,
    );
  });
});
