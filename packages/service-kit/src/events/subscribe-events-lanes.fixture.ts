import { rmSync } from 'node:fs';
import { connect, type JetStreamManager, type NatsConnection } from 'nats';
import { sql } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { EventEnvelope } from '@shop/contracts';
import type { DatabaseConnection } from '../database/database-connection';
import { openDatabase } from '../database/open-database';
import { startNatsServer, type TestNatsServer } from '../testing/nats-server';
import { createTestDatabaseUrl, type TestDatabase } from '../testing/test-database';
import { useFixture } from '../testing/use-fixture';
import type { EventFilter } from './event-handler';
import {
  subscribeEvents,
  type EventSubscriptionHandle,
  type SubscribeEventsOptions,
} from './subscribe-events';
import { ensureStreams } from './streams';
import { migrationsFolderOf, QUICK_RETRIES, recordingLogger } from './test-fixture';

const STREAMS = ['ORDER', 'DEAD_LETTER'];

/** What the tests' handlers write: one row per step of an order they handled. */
export const orderLog = pgTable('order_log', {
  n: serial('n').primaryKey(),
  orderId: text('order_id').notNull(),
  step: text('step').notNull(),
});

export interface LanesFixture {
  engine: TestDatabase['engine'];
  connection: DatabaseConnection;
  jsm: JetStreamManager;
  publish(event: EventEnvelope, msgID?: string): Promise<void>;
  subscribe<F extends EventFilter>(
    options: Omit<SubscribeEventsOptions<F>, 'js' | 'jsm' | 'db'>,
  ): Promise<EventSubscriptionHandle>;
  /** The steps handlers wrote into `order_log`, per order, in the order they were written. */
  stepsByOrder(): Promise<Map<string, string[]>>;
  reset(): Promise<void>;
}

/**
 * subscribeEvents on the test database (a PostgreSQL server when one answers: transactions of
 * different orders only run side by side there) and a private JetStream, with an `order_log`
 * table handlers write to.
 */
async function startLanesFixture(): Promise<LanesFixture & { close(): Promise<void> }> {
  const database = await createTestDatabaseUrl('event_lanes');
  const connection = await openDatabase({ url: database.url, dataDir: '' });
  const migrations = migrationsFolderOf(
    'CREATE TABLE order_log (n serial PRIMARY KEY, order_id text NOT NULL, step text NOT NULL);',
  );
  await connection.migrate(migrations);
  rmSync(migrations, { recursive: true, force: true });
  const nats: TestNatsServer = await startNatsServer();
  const nc: NatsConnection = await connect({ servers: nats.url });
  const jsm = await nc.jetstreamManager();
  await ensureStreams(jsm, '');
  const js = nc.jetstream();
  const stops: Array<() => Promise<void>> = [];
  return {
    engine: database.engine,
    connection,
    jsm,
    async publish(event, msgID = event.id) {
      await js.publish(event.type, JSON.stringify(event), { msgID });
    },
    async subscribe(options) {
      const handle = await subscribeEvents({
        js,
        jsm,
        db: connection.db,
        logger: recordingLogger(),
        ...QUICK_RETRIES,
        ...options,
      });
      stops.push(() => handle.stop());
      return handle;
    },
    async stepsByOrder() {
      const rows = await connection.db.select().from(orderLog).orderBy(orderLog.n);
      const steps = new Map<string, string[]>();
      for (const row of rows) steps.set(row.orderId, [...(steps.get(row.orderId) ?? []), row.step]);
      return steps;
    },
    async reset() {
      await Promise.all(stops.splice(0).map((stop) => stop()));
      for (const stream of STREAMS) await jsm.streams.purge(stream).catch(() => undefined);
      await connection.db.execute(sql`TRUNCATE order_log`);
    },
    async close() {
      await nc.close();
      await nats.stop();
      await connection.close();
      await database.drop();
    },
  };
}

/** The fixture, started for the tests around it and reset after each. */
export function useLanesFixture(): LanesFixture {
  const fixture = useFixture(startLanesFixture, (started) => started.close());
  afterEach(() => fixture.reset());
  return fixture;
}
