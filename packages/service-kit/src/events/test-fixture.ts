import type { PGlite } from '@electric-sql/pglite';
import type { EventEnvelope } from '@shop/contracts';
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/pglite';
import { connect, type JetStreamClient, type JetStreamManager, type NatsConnection } from 'nats';
import type { Database } from '../database/database.types';
import { loadPglite } from '../database/load-pglite';
import { startNatsServer, type TestNatsServer } from '../testing/nats-server';
import { eventTablesSql } from './event-tables';
import type { EventsLogger } from './events-logger';
import { ensureStreams } from './streams';

/** A private JetStream server, a connection with its streams, and an in-memory database. */
export interface EventsFixture {
  nats: TestNatsServer;
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  db: Database;
  pglite: PGlite;
  close(): Promise<void>;
}

export async function startEventsFixture(extraSql = ''): Promise<EventsFixture> {
  const nats = await startNatsServer();
  const nc = await connect({ servers: nats.url, maxReconnectAttempts: -1, reconnectTimeWait: 100 });
  const jsm = await nc.jetstreamManager();
  await ensureStreams(jsm);
  const { PGlite: EmbeddedPostgres } = loadPglite();
  const pglite = new EmbeddedPostgres();
  await pglite.exec(eventTablesSql + extraSql);
  return {
    nats,
    nc,
    js: nc.jetstream(),
    jsm,
    db: drizzle({ client: pglite }),
    pglite,
    async close() {
      await nc.close();
      await pglite.close();
      await nats.stop();
    },
  };
}

export function envelope<P>(type: string, payload: P): EventEnvelope<P> {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), payload };
}

/** Keeps what would have been logged, so tests stay quiet and can assert on it. */
export function recordingLogger(): EventsLogger & { lines: string[] } {
  const lines: string[] = [];
  const record = (message: unknown) => void lines.push(String(message));
  return { lines, log: record, warn: record, error: record };
}

export async function eventually<T>(probe: () => Promise<T> | T, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await probe();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/** Waits until a durable consumer has nothing left to deliver or settle. */
export async function consumerSettled(
  jsm: JetStreamManager,
  stream: string,
  durable: string,
): Promise<void> {
  await eventually(async () => {
    const info = await jsm.consumers.info(stream, durable);
    if (info.num_pending + info.num_ack_pending > 0) throw new Error(`${durable} still busy`);
  });
}
