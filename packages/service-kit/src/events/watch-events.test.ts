import { Injectable, Module, type INestApplication, type OnModuleInit } from '@nestjs/common';
import { SUBJECTS, type TypedEvent } from '@shop/contracts';
import { randomUUID } from 'node:crypto';
import { EventBus } from './event-bus';
import { natsSubject } from './namespace';
import { envelope, startEventsFixture, type EventsFixture, catalogEventsApp } from './test-fixture';
import { eventually } from '../testing/eventually';

type CatalogEvent = TypedEvent<'catalog.product.updated'> | TypedEvent<'catalog.product.deleted'>;

@Injectable()
class ProductWatcher implements OnModuleInit {
  readonly heard: CatalogEvent[] = [];
  gaps = 0;

  constructor(private readonly bus: EventBus) {}

  onModuleInit() {
    this.bus.watch({
      subject: 'catalog.>',
      handler: (event) => void this.heard.push(event),
      onGap: () => void (this.gaps += 1),
    });
  }
}

function replica(f: EventsFixture): Promise<INestApplication> {
  @Module({ providers: [ProductWatcher] })
  class WatchModule {}

  return catalogEventsApp(f, [WatchModule]);
}

const deleted = () => envelope(SUBJECTS.productDeleted, { productId: randomUUID() });

describe('EventBus.watch', () => {
  let f: EventsFixture;
  let first: INestApplication;
  let second: INestApplication;

  beforeAll(async () => {
    f = await startEventsFixture('', { namespace: 'watch-test' });
    [first, second] = await Promise.all([replica(f), replica(f)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await f.close();
  });

  it('tells every replica of an event emitted by one of them, and of the gap before it connected', async () => {
    const event = await f.db.transaction((tx) =>
      first.get(EventBus).emit(tx, SUBJECTS.productDeleted, { productId: randomUUID() }),
    );
    await first.get(EventBus).flush();

    for (const app of [first, second]) {
      await eventually(() => expect(app.get(ProductWatcher).heard).toContainEqual(event));
      expect(app.get(ProductWatcher).gaps).toBe(1);
    }
  });

  it('drops a malformed event or one whose payload breaks its contract, and goes on', async () => {
    const subject = natsSubject(f.namespace, SUBJECTS.productDeleted);
    f.nc.publish(subject, 'not json');
    f.nc.publish(subject, JSON.stringify({ ...deleted(), payload: { productId: 'nope' } }));
    const good = deleted();
    f.nc.publish(subject, JSON.stringify(good));

    const watcher = second.get(ProductWatcher);
    await eventually(() => expect(watcher.heard.at(-1)?.id).toBe(good.id));
    expect(watcher.heard.filter((event) => event.payload.productId === 'nope')).toEqual([]);
  });

  it('reports a gap after NATS comes back, since events published meanwhile went unheard', async () => {
    const watcher = first.get(ProductWatcher);
    const before = watcher.gaps;
    await f.nats.down();
    await f.nats.up();

    await eventually(() => expect(watcher.gaps).toBe(before + 1), 10_000);
    const after = deleted();
    await f.publish(after);
    await eventually(() => expect(watcher.heard.at(-1)?.id).toBe(after.id), 10_000);
  }, 30_000);
});
