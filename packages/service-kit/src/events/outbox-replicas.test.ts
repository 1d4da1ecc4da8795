import { SUBJECTS } from '@shop/contracts';
import { isNull, sql } from 'drizzle-orm';
import { connect, type JetStreamClient, type NatsConnection, type PubAck } from 'nats';
import { ServerDatabase } from '../database/server-database';
import { startNatsServer, type TestNatsServer } from '../testing/nats-server';
import { createTestDatabaseUrl, type TestDatabase } from '../testing/test-database';
import { emitEvent } from './emit-event';
import { orderPlacedPayload } from './event-samples';
import { kitTablesSql } from '../database/kit-migrations';
import { outbox } from './event-tables';
import { OutboxRelay, type OutboxRelayOptions } from './outbox-relay';
import { ensureStreams } from './streams';
import { subscribeEvents, type EventSubscriptionHandle } from './subscribe-events';
import { consumerSettled, recordingLogger } from './test-fixture';
import { eventually } from '../testing/eventually';
import { recordStatements } from '../testing/record-statements';

// A thousand events through a real server database and JetStream.
jest.setTimeout(60_000);

const NO_SERVER =
  'Skipped: relay claims apply to a PostgreSQL server and none is in use (TEST_DATABASE=embedded, or none answers on 127.0.0.1:5432 or TEST_DATABASE_URL).';

/** Counts what each relay hands to JetStream, per event id. */
function countingJetStream(js: JetStreamClient, published: Map<string, number>) {
  let hangAfter = Number.POSITIVE_INFINITY;
  let unhang: (error: Error) => void = () => undefined;
  const hung = new Promise<PubAck>((_, reject) => (unhang = reject));
  const client = {
    publish: (...args: Parameters<JetStreamClient['publish']>) => {
      if (hangAfter-- <= 0) return hung;
      const id = String(args[2]?.msgID);
      published.set(id, (published.get(id) ?? 0) + 1);
      return js.publish(...args);
    },
  } as JetStreamClient;
  return {
    client,
    /** From the n-th next publish on, never answers: a relay frozen or killed mid-batch. */
    hangAfter: (n: number) => void (hangAfter = n),
    unhang: () => unhang(Object.assign(new Error('closed'), { code: 'CONNECTION_CLOSED' })),
  };
}

describe('outbox relays of several replicas on a PostgreSQL server', () => {
  let database: TestDatabase;
  let server: ServerDatabase | undefined;
  let nats: TestNatsServer;
  let nc: NatsConnection;
  const relays: OutboxRelay[] = [];
  let consumer: EventSubscriptionHandle | undefined;
  const hanging: Array<() => void> = [];

  beforeAll(async () => {
    database = await createTestDatabaseUrl('outbox_replicas');
    if (database.engine !== 'server') return;
    server = new ServerDatabase(database.url);
    await server.db.execute(sql.raw(kitTablesSql()));
    nats = await startNatsServer();
    nc = await connect({ servers: nats.url });
    await ensureStreams(await nc.jetstreamManager());
  });
  afterEach(async () => {
    // A relay left hanging by a failed test would never stop.
    hanging.splice(0).forEach((unhang) => unhang());
    await consumer?.stop();
    consumer = undefined;
    await Promise.all(relays.splice(0).map((relay) => relay.stop()));
  });
  afterAll(async () => {
    await nc?.close();
    await nats?.stop();
    await server?.close();
    await database.drop();
  });

  const startRelay = (js: JetStreamClient, options: Partial<OutboxRelayOptions> = {}) => {
    const relay = new OutboxRelay({
      db: server!.db,
      js,
      serviceName: 'order',
      claimRows: true,
      intervalMs: 10,
      batchSize: 50,
      logger: recordingLogger(),
      ...options,
    });
    relays.push(relay);
    relay.start();
    return relay;
  };
  async function emitOrders(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let start = 0; start < count; start += 100) {
      await server!.db.transaction(async (tx) => {
        for (let n = start; n < Math.min(start + 100, count); n++) {
          ids.push((await emitEvent(tx, SUBJECTS.orderPlaced, orderPlacedPayload())).id);
        }
      });
    }
    return ids;
  }
  const unsent = async () =>
    (await server!.db.select({ id: outbox.id }).from(outbox).where(isNull(outbox.sentAt))).length;
  const storedInStream = async () => (await nc.jetstreamManager()).streams.info('ORDER');
  /** The ids of the events in the ORDER stream, in stream order. */
  async function streamOrder(): Promise<string[]> {
    const { messages } = (await storedInStream()).state;
    const consumer = await nc.jetstream().consumers.get('ORDER');
    const ids: string[] = [];
    for await (const msg of await consumer.fetch({ max_messages: messages, expires: 5_000 })) {
      ids.push(msg.json<{ id: string }>().id);
      if (ids.length === messages) break;
    }
    return ids;
  }

  it('publishes each of 1,000 events once, in order, and a consumer handles each once', async () => {
    if (!server) return console.warn(NO_SERVER);
    const published = new Map<string, number>();
    const handled: string[] = [];
    consumer = await subscribeEvents({
      consumer: 'catalog-purchase-count',
      subject: SUBJECTS.orderPlaced,
      db: server.db,
      js: nc.jetstream(),
      jsm: await nc.jetstreamManager(),
      logger: recordingLogger(),
      handler: async (event) => void handled.push(event.id),
    });
    const first = startRelay(countingJetStream(nc.jetstream(), published).client);
    startRelay(countingJetStream(nc.jetstream(), published).client);

    const emitted = await emitOrders(1000);
    // One replica shuts down halfway; the other carries on alone.
    await eventually(() => expect(handled.length).toBeGreaterThanOrEqual(500), 20_000);
    await first.stop();
    await eventually(async () => expect(await unsent()).toBe(0), 20_000);
    // On a loaded machine the consumer may still be working through the last of the 1,000.
    await consumerSettled(await nc.jetstreamManager(), 'ORDER', 'catalog-purchase-count', 20_000);

    expect([...published.keys()].sort()).toEqual([...emitted].sort());
    expect([...published.values()].every((times) => times === 1)).toBe(true);
    // Events of different orders are handled side by side; the stream holds them in order.
    expect([...handled].sort()).toEqual([...emitted].sort());
    expect(await streamOrder()).toEqual(emitted);
  });

  it('claims a batch in one round trip and marks its rows sent in one more; finds nothing in one', async () => {
    if (!server) return console.warn(NO_SERVER);
    const relay = startRelay(nc.jetstream(), { intervalMs: 60_000 });
    // The first pass also prunes old rows: let it finish before counting.
    await relay.kick();
    await emitOrders(3);
    const recording = recordStatements();
    try {
      await relay.kick();
    } finally {
      recording.stop();
    }
    expect(await unsent()).toBe(0);
    // The claim lock and the claim in one query; then the three rows marked sent at once.
    expect(recording.statements).toHaveLength(2);

    const idle = recordStatements();
    try {
      await relay.kick();
    } finally {
      idle.stop();
    }
    expect(idle.statements).toHaveLength(1);
  });

  it('leaves nothing unsent, and nothing twice in the stream, when a relay dies holding a claimed batch', async () => {
    if (!server) return console.warn(NO_SERVER);
    await (await nc.jetstreamManager()).streams.purge('ORDER');
    const published = new Map<string, number>();
    const dying = countingJetStream(nc.jetstream(), published);
    dying.hangAfter(5);
    hanging.push(dying.unhang);
    const leases = { claimLeaseMs: 3000, publishTimeoutMs: 500 };
    const emitted = await emitOrders(200);

    startRelay(dying.client, leases);
    await eventually(() => expect(published.size).toBe(5));
    // A batch is marked sent once it is out: the five it published are not marked yet.
    expect(await unsent()).toBe(200);
    startRelay(countingJetStream(nc.jetstream(), published).client, leases);

    await eventually(async () => expect(await unsent()).toBe(0), 20_000);

    expect([...published.keys()].sort()).toEqual([...emitted].sort());
    // Once the lease ran out the next relay published the dead one's batch again, the five
    // included; JetStream kept one copy of each, by event id.
    expect([...published.values()].filter((times) => times === 2)).toHaveLength(5);
    expect((await storedInStream()).state.messages).toBe(200);
    expect(await streamOrder()).toEqual(emitted);
  });
});
