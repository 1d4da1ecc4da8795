import {
  Global,
  Injectable,
  Module,
  type INestApplicationContext,
  type OnModuleInit,
} from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { SUBJECTS, type EventEnvelope } from '@shop/contracts';
import { DATABASE } from '../database/database.types';
import { EventBus } from './event-bus';
import { orderPlacedPayload } from './event-samples';
import { EventsModule } from './events.module';
import { eventually, startEventsFixture, type EventsFixture } from './test-fixture';

type OrderPlaced = { orderId: string };

@Injectable()
class PurchaseCounter implements OnModuleInit {
  readonly seen: EventEnvelope<OrderPlaced>[] = [];

  constructor(private readonly bus: EventBus) {}

  async onModuleInit() {
    await this.bus.subscribe<OrderPlaced>({
      consumer: 'purchase-count',
      subject: SUBJECTS.orderPlaced,
      handler: async (event) => void this.seen.push(event),
    });
  }
}

describe('EventsModule', () => {
  let f: EventsFixture;
  let app: INestApplicationContext;

  beforeAll(async () => {
    f = await startEventsFixture();
    @Global()
    @Module({ providers: [{ provide: DATABASE, useValue: f.db }], exports: [DATABASE] })
    class InMemoryDatabaseModule {}

    const moduleRef = await Test.createTestingModule({
      imports: [
        InMemoryDatabaseModule,
        EventsModule.forRoot({ serviceName: 'catalog', natsUrl: f.nats.url }),
      ],
      providers: [PurchaseCounter],
    })
      .setLogger({ log() {}, warn() {}, error() {} })
      .compile();
    app = await moduleRef.init();
  });
  afterAll(async () => {
    await app?.close();
    await f.close();
  });

  it('delivers an event emitted in a committed transaction to the service consumer', async () => {
    const bus = app.get(EventBus);
    const placed = await f.db.transaction((tx) =>
      bus.emit(tx, SUBJECTS.orderPlaced, orderPlacedPayload()),
    );

    await eventually(() => expect(app.get(PurchaseCounter).seen).toEqual([placed]));
    const consumer = await f.jsm.consumers.info('ORDER', 'catalog-purchase-count');
    expect(consumer.config.filter_subject).toBe(SUBJECTS.orderPlaced);
  });

  it('reports the connection', () => {
    expect(app.get(EventBus).isConnected()).toBe(true);
  });
});
