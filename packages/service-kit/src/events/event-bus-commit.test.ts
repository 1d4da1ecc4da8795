import { rmSync } from 'node:fs';
import { Global, Module, type INestApplication } from '@nestjs/common';
import { SUBJECTS, type EventEnvelope } from '@shop/contracts';
import { connect, type NatsConnection } from 'nats';
import { DatabaseConnection } from '../database/database-connection';
import { DATABASE } from '../database/database.types';
import { openDatabase } from '../database/open-database';
import { startNatsServer, type TestNatsServer } from '../testing/nats-server';
import { createTestApp } from '../testing/test-app';
import { createTestDatabaseUrl, type TestDatabase } from '../testing/test-database';
import { EventBus } from './event-bus';
import { EventsModule } from './events.module';
import { OutboxRelay } from './outbox-relay';
import { migrationsFolderOf, orderPlaced } from './test-fixture';

/** Far longer than the test waits: an event that arrives did not wait for a poll. */
const POLL_INTERVAL_MS = 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('EventBus: events leave as their transaction commits', () => {
  let database: TestDatabase;
  let connection: DatabaseConnection;
  let nats: TestNatsServer;
  let nc: NatsConnection;
  let app: INestApplication;

  beforeAll(async () => {
    database = await createTestDatabaseUrl('events_at_commit');
    connection = await openDatabase({ url: database.url, dataDir: '' });
    const migrations = migrationsFolderOf();
    await connection.migrate(migrations);
    rmSync(migrations, { recursive: true, force: true });
    nats = await startNatsServer();
    nc = await connect({ servers: nats.url });

    @Global()
    @Module({
      providers: [
        { provide: DatabaseConnection, useValue: connection },
        { provide: DATABASE, useValue: connection.db },
      ],
      exports: [DatabaseConnection, DATABASE],
    })
    class DatabaseUnderTest {}
    app = await createTestApp(
      [
        DatabaseUnderTest,
        EventsModule.forRoot({
          serviceName: 'order',
          natsUrl: nats.url,
          relayIntervalMs: POLL_INTERVAL_MS,
        }),
      ],
      { service: 'order' },
    );
  });
  afterAll(async () => {
    await app?.close();
    await nc?.close();
    await nats?.stop();
    await connection?.close();
    await database?.drop();
  });

  /** The next message on `subject`, as a subscriber of the stream's subject sees it. */
  function nextPublished(subject: string): Promise<{ event: EventEnvelope; at: number }> {
    const subscription = nc.subscribe(subject, { max: 1 });
    return (async () => {
      for await (const msg of subscription)
        return { event: msg.json<EventEnvelope>(), at: Date.now() };
      throw new Error(`nothing published on ${subject}`);
    })();
  }

  it('publishes an event when its transaction commits, however long the transaction took', async () => {
    const bus = app.get(EventBus);
    const published = nextPublished(SUBJECTS.orderPlaced);
    await nc.flush();

    const placed = await connection.db.transaction(async (tx) => {
      const event = await bus.emit(tx, SUBJECTS.orderPlaced, orderPlaced());
      // Longer than any delay after the emit: only the commit can set the publishing off.
      await pause(300);
      return event;
    });
    const committedAt = Date.now();

    const { event, at } = await published;
    expect(event.id).toBe(placed.id);
    expect(at - committedAt).toBeLessThan(1_000);
  });

  it('sets the relay off once per transaction, however many events it wrote', async () => {
    const bus = app.get(EventBus);
    const kicks = jest.spyOn(OutboxRelay.prototype, 'kick');
    const published = nextPublished(SUBJECTS.orderPlaced);
    await nc.flush();

    await connection.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await bus.emit(tx, SUBJECTS.orderPlaced, orderPlaced());
    });
    await published;

    expect(kicks).toHaveBeenCalledTimes(1);
    kicks.mockRestore();
  });

  it('publishes an event written outside a transaction at once', async () => {
    const bus = app.get(EventBus);
    const published = nextPublished(SUBJECTS.orderPaid);
    await nc.flush();
    const placed = orderPlaced();

    const paid = await bus.emit(connection.db, SUBJECTS.orderPaid, {
      orderId: placed.orderId,
      userId: placed.userId,
      version: 2,
      amount: placed.amount,
      paymentMethod: 'PayPal',
      captureId: 'CAPTURE-1',
    });
    const emittedAt = Date.now();

    const { event, at } = await published;
    expect(event.id).toBe(paid.id);
    expect(at - emittedAt).toBeLessThan(1_000);
  });
});
