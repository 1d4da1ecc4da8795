import { Injectable, Module, type INestApplication, type OnModuleInit } from '@nestjs/common';
import { SUBJECTS, type TypedEvent } from '@shop/contracts';
import request from 'supertest';
import { HealthModule } from '../health/health.module';
import { EventBus } from './event-bus';
import { startNatsServer, type TestNatsServer } from '../testing/nats-server';
import {
  consumerSettled,
  orderPlaced,
  startEventsFixture,
  type EventsFixture,
  catalogEventsApp,
} from './test-fixture';
import { eventually } from '../testing/eventually';

@Injectable()
class PurchaseCounter implements OnModuleInit {
  readonly seen: TypedEvent<'order.placed'>[] = [];

  constructor(private readonly bus: EventBus) {}

  async onModuleInit() {
    await this.bus.subscribe({
      consumer: 'purchase-count',
      subject: SUBJECTS.orderPlaced,
      handler: async (event) => void this.seen.push(event),
    });
  }
}

/** The catalog service's event side and /health, on the fixture's in-memory database. */
function catalogApp(f: EventsFixture): Promise<INestApplication> {
  @Module({ providers: [PurchaseCounter] })
  class PurchasesModule {}

  return catalogEventsApp(f, [HealthModule.forRoot({ service: 'catalog' }), PurchasesModule]);
}

describe('EventsModule', () => {
  let f: EventsFixture;
  let app: INestApplication;

  beforeAll(async () => {
    f = await startEventsFixture();
    app = await catalogApp(f);
  });
  afterAll(async () => {
    await app?.close();
    await f.close();
  });

  it('delivers an event emitted in a committed transaction to the service consumer', async () => {
    const bus = app.get(EventBus);
    const placed = await f.db.transaction((tx) =>
      bus.emit(tx, SUBJECTS.orderPlaced, orderPlaced()),
    );

    await eventually(() => expect(app.get(PurchaseCounter).seen).toEqual([placed]));
    const consumer = await f.jsm.consumers.info('ORDER', 'catalog-purchase-count');
    expect(consumer.config.filter_subject).toBe(SUBJECTS.orderPlaced);
    expect(bus.consumerStates()).toEqual({ 'catalog-purchase-count': 'up' });
  });

  it('reports the connection', () => {
    expect(app.get(EventBus).isConnected()).toBe(true);
  });
});

describe('EventsModule with NATS down at start', () => {
  let f: EventsFixture;
  let app: INestApplication | undefined;

  beforeAll(async () => {
    f = await startEventsFixture();
    await f.nats.down();
  });
  afterAll(async () => {
    await app?.close();
    await f.close();
  });

  it('listens at once, reports NATS down, and consumes once NATS comes up', async () => {
    app = await catalogApp(f);
    await app.listen(0, '127.0.0.1');
    const bus = app.get(EventBus);

    const down = await request(app.getHttpServer()).get('/health');
    expect(down.status).toBe(503);
    expect(down.body.checks).toEqual({ nats: 'down', consumers: 'down', outbox: 'up' });
    expect(down.body.details.consumers).toEqual({
      'catalog-purchase-count': { state: 'down', pending: null, behind: false },
    });
    expect(bus.consumerStates()).toEqual({ 'catalog-purchase-count': 'down' });
    // The change commits; its event waits in the outbox.
    const placed = await f.db.transaction((tx) =>
      bus.emit(tx, SUBJECTS.orderPlaced, orderPlaced()),
    );

    await f.nats.up();

    await eventually(async () => {
      const up = await request(app!.getHttpServer()).get('/health');
      expect(up.status).toBe(200);
    }, 10_000);
    await eventually(() => expect(app!.get(PurchaseCounter).seen).toEqual([placed]), 10_000);
    expect(bus.consumerStates()).toEqual({ 'catalog-purchase-count': 'up' });
  }, 30_000);
});

describe('two platforms side by side on one nats-server', () => {
  let nats: TestNatsServer;
  const platforms: Array<{ f: EventsFixture; app: INestApplication }> = [];

  beforeAll(async () => {
    nats = await startNatsServer();
    for (const namespace of ['shop-a', 'shop-b']) {
      const f = await startEventsFixture('', { namespace, nats });
      platforms.push({ f, app: await catalogApp(f) });
    }
  });
  afterAll(async () => {
    for (const { f, app } of platforms) {
      await app.close();
      await f.close();
    }
    await nats?.stop();
  });

  it('handles an order placed in one platform there and never in the other', async () => {
    const [a, b] = platforms;
    const placed = await a.f.db.transaction((tx) =>
      a.app.get(EventBus).emit(tx, SUBJECTS.orderPlaced, orderPlaced()),
    );

    await eventually(() => expect(a.app.get(PurchaseCounter).seen).toEqual([placed]));
    await consumerSettled(b.f.jsm, 'SHOP_B_ORDER', 'catalog-purchase-count');
    expect(b.app.get(PurchaseCounter).seen).toEqual([]);
    expect((await b.f.jsm.streams.info('SHOP_B_ORDER')).state.messages).toBe(0);
    const onWire = await a.f.jsm.streams.getMessage('SHOP_A_ORDER', { seq: 1 });
    expect(onWire.subject).toBe('shop-a.order.placed');

    const placedInB = await b.f.db.transaction((tx) =>
      b.app.get(EventBus).emit(tx, SUBJECTS.orderPlaced, orderPlaced()),
    );
    await eventually(() => expect(b.app.get(PurchaseCounter).seen).toEqual([placedInB]));
    expect(a.app.get(PurchaseCounter).seen).toEqual([placed]);
  });
});
