import type { PGlite } from '@electric-sql/pglite';
import type { EventEnvelope, EventPayload, EventSubject } from '@shop/contracts';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { connect, type JetStreamClient, type JetStreamManager, type NatsConnection } from 'nats';
import { Global, Module, type INestApplication, type ModuleMetadata } from '@nestjs/common';
import { DATABASE, type Database } from '../database/database.types';
import { createTestApp } from '../testing/test-app';
import { EventsModule } from './events.module';
import { loadPglite } from '../database/load-pglite';
import { startNatsServer, type TestNatsServer } from '../testing/nats-server';
import { kitTablesSql } from '../database/kit-migrations';
import type { EventsLogger } from './events-logger';
import { natsSubject } from './namespace';
import { ensureStreams } from './streams';
import { eventually } from '../testing/eventually';

/** A JetStream server (private unless one is given), a connection with its streams, and an in-memory database. */
export interface EventsFixture {
  nats: TestNatsServer;
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  db: Database;
  pglite: PGlite;
  namespace: string;
  /** Publishes an event as the relay would: on its subject within the namespace, its id as msgID. */
  publish(event: EventEnvelope, msgID?: string): Promise<void>;
  close(): Promise<void>;
}

interface EventsFixtureOptions {
  namespace?: string;
  /** A server shared with other fixtures; it is left running on close. */
  nats?: TestNatsServer;
}

export async function startEventsFixture(
  extraSql = '',
  { namespace = '', nats: shared }: EventsFixtureOptions = {},
): Promise<EventsFixture> {
  const nats = shared ?? (await startNatsServer());
  const nc = await connect({ servers: nats.url, maxReconnectAttempts: -1, reconnectTimeWait: 100 });
  const jsm = await nc.jetstreamManager();
  await ensureStreams(jsm, namespace);
  const { PGlite: EmbeddedPostgres } = loadPglite();
  const pglite = new EmbeddedPostgres();
  await pglite.exec(kitTablesSql() + extraSql);
  const js = nc.jetstream();
  return {
    nats,
    nc,
    js,
    jsm,
    db: drizzle({ client: pglite }),
    pglite,
    namespace,
    async publish(event, msgID = event.id) {
      await js.publish(natsSubject(namespace, event.type), JSON.stringify(event), { msgID });
    },
    async close() {
      await nc.close();
      await pglite.close();
      if (!shared) await nats.stop();
    },
  };
}

/**
 * An app of the catalog's with the event bus on the fixture's NATS and in-memory database, and
 * the modules under test.
 */
export function catalogEventsApp(
  f: EventsFixture,
  modules: NonNullable<ModuleMetadata['imports']>,
): Promise<INestApplication> {
  @Global()
  @Module({ providers: [{ provide: DATABASE, useValue: f.db }], exports: [DATABASE] })
  class InMemoryDatabaseModule {}

  return createTestApp(
    [
      InMemoryDatabaseModule,
      EventsModule.forRoot({ serviceName: 'catalog', natsUrl: f.nats.url, namespace: f.namespace }),
      ...modules,
    ],
    { service: 'catalog' },
  );
}

/**
 * A new folder holding one drizzle migration that runs `sql`, for DatabaseModule on either
 * engine; the caller deletes it.
 */
export function migrationsFolderOf(sql = ''): string {
  const folder = mkdtempSync(join(tmpdir(), 'test-migrations-'));
  mkdirSync(join(folder, 'meta'));
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: sql.trim()
        ? [{ idx: 0, version: '7', when: 0, tag: '0000_events', breakpoints: true }]
        : [],
    }),
  );
  // One statement per step: the embedded engine runs a prepared query one statement at a time.
  const statements = sql.split(';').filter((statement) => statement.trim());
  writeFileSync(join(folder, '0000_events.sql'), statements.join(';\n--> statement-breakpoint\n'));
  return folder;
}

/** An event as the outbox writes it; the payload must match the subject's schema. */
export function envelope<S extends EventSubject>(
  type: S,
  payload: EventPayload<S>,
  occurredAt = new Date().toISOString(),
): EventEnvelope<EventPayload<S>> & { type: S } {
  return { id: randomUUID(), type, occurredAt, payload };
}

/** An envelope around any payload, to test what consumers do with a wrong one. */
export function looseEnvelope(type: string, payload: unknown): EventEnvelope {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), payload };
}

const SHOPPER = '6f1c2f7e-3b43-4a53-9a1e-2c8c1a6d7b10';
const LOAFER = '0b7d3f4c-5e1a-4c2b-8f9d-1a2b3c4d5e6f';

/** A valid order.placed payload. */
export function orderPlaced(
  overrides: Partial<EventPayload<'order.placed'>> = {},
): EventPayload<'order.placed'> {
  return {
    orderId: randomUUID(),
    userId: SHOPPER,
    version: 1,
    items: [
      {
        productId: LOAFER,
        name: 'Oxford Loafer',
        unitPrice: 120,
        quantity: 1,
        size: '42',
        madeToMeasure: false,
      },
    ],
    deliveryFee: 10,
    amount: 130,
    paymentMethod: 'COD',
    status: 'Order Placed',
    ...overrides,
  };
}

export function orderPaid(orderId: string = randomUUID()): EventPayload<'order.paid'> {
  return {
    orderId,
    userId: SHOPPER,
    version: 2,
    amount: 130,
    paymentMethod: 'PayPal',
    captureId: 'CAPTURE-1',
  };
}

export function orderCancelled(orderId: string = randomUUID()): EventPayload<'order.cancelled'> {
  return {
    orderId,
    userId: SHOPPER,
    version: 2,
    items: [{ productId: LOAFER, quantity: 1, size: '42' }],
    amount: 130,
    status: 'Cancelled',
    restock: true,
  };
}

/** Keeps what would have been logged, so tests stay quiet and can assert on it. */
/** Retries and redeliveries in milliseconds, not seconds, for a consumer under test. */
export const QUICK_RETRIES = { nakDelayMs: 20, retryBaseMs: 20, retryMaxMs: 100 } as const;

export function recordingLogger(): EventsLogger & { lines: string[] } {
  const lines: string[] = [];
  const record = (message: unknown) => void lines.push(String(message));
  return { lines, log: record, warn: record, error: record };
}

/** Waits until a durable consumer has nothing left to deliver or settle. */
export async function consumerSettled(
  jsm: JetStreamManager,
  stream: string,
  durable: string,
  timeoutMs = 5000,
): Promise<void> {
  await eventually(async () => {
    const info = await jsm.consumers.info(stream, durable);
    if (info.num_pending + info.num_ack_pending > 0) throw new Error(`${durable} still busy`);
  }, timeoutMs);
}
