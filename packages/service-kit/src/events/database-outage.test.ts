import { SUBJECTS } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { createServer, connect as connectTcp, type Server, type Socket } from 'node:net';
import { Client } from 'pg';
import { ServerDatabase } from '../database/server-database';
import { createTestDatabaseUrl, type TestDatabase } from '../testing/test-database';
import { kitTablesSql } from '../database/kit-migrations';
import { listDeadLetters } from './replay-dead-letters';
import { subscribeEvents, type EventSubscriptionHandle } from './subscribe-events';
import { settleWithin } from '../bootstrap/settle-within';
import {
  consumerSettled,
  envelope,
  orderPlaced,
  recordingLogger,
  startEventsFixture,
  type EventsFixture,
} from './test-fixture';

const OUTAGE_MS = 40_000;
const PUBLISH_EVERY_MS = 500;

/** A loopback TCP proxy in front of PostgreSQL that can drop every connection and refuse new ones. */
class CuttableProxy {
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private cut = false;

  constructor(target: { host: string; port: number }) {
    this.server = createServer((client) => {
      if (this.cut) return void client.destroy();
      const upstream = connectTcp(target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          this.sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
  }

  /** Binds a port of the system's choosing and returns it. */
  listen(): Promise<number> {
    return new Promise((resolve) => {
      this.server.listen(0, '127.0.0.1', () => {
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  }

  /** The database becomes unreachable: open connections die, new ones are dropped at once. */
  cutOff(): void {
    this.cut = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.cut = false;
  }

  close(): Promise<void> {
    this.cutOff();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('a consumer through a 40-second database outage', () => {
  let database: TestDatabase;
  let f: EventsFixture | undefined;
  let proxy: CuttableProxy | undefined;
  let db: ServerDatabase | undefined;
  let consumer: EventSubscriptionHandle | undefined;
  let direct: Client | undefined;

  beforeAll(async () => {
    database = await createTestDatabaseUrl('events_outage');
  });
  afterAll(async () => {
    // The proxy goes first: its connections die, so nothing below waits on a stalled socket.
    await proxy?.close();
    await settleWithin(consumer?.stop() ?? Promise.resolve(), 10_000);
    await settleWithin(db?.close() ?? Promise.resolve(), 10_000);
    await direct?.end();
    await f?.close();
    await database.drop();
  }, 60_000);

  it('loses no event and dead-letters none', async () => {
    if (database.engine !== 'server') {
      // The outage is cut between the service and a PostgreSQL server; the embedded engine has no wire.
      console.warn('Skipped: no PostgreSQL server answers (TEST_DATABASE_URL or 127.0.0.1:5432)');
      return;
    }
    const serverUrl = new URL(database.url);
    direct = new Client({ connectionString: database.url });
    await direct.connect();
    await direct.query(kitTablesSql() + 'CREATE TABLE purchases (event_id uuid PRIMARY KEY);');
    proxy = new CuttableProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
    const proxiedUrl = new URL(database.url);
    proxiedUrl.hostname = '127.0.0.1';
    proxiedUrl.port = String(await proxy.listen());
    db = new ServerDatabase(proxiedUrl.toString());
    f = await startEventsFixture();
    const logger = recordingLogger();
    consumer = await subscribeEvents({
      js: f.js,
      jsm: f.jsm,
      db: db.db,
      logger,
      consumer: 'catalog-purchase-count',
      subject: SUBJECTS.orderPlaced,
      // Backoff capped at 2 s instead of 30 s: the same rule, with more deliveries in 40 s.
      retryBaseMs: 200,
      retryMaxMs: 2_000,
      handler: async (event, tx) => {
        await tx.execute(sql`INSERT INTO purchases (event_id) VALUES (${event.id})`);
      },
    });

    // Events keep coming before, during and after the outage.
    const published: string[] = [];
    const publishFor = async (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const placed = envelope(SUBJECTS.orderPlaced, orderPlaced());
        await f!.publish(placed);
        published.push(placed.id);
        await new Promise((resolve) => setTimeout(resolve, PUBLISH_EVERY_MS));
      }
    };
    await publishFor(2_000);
    proxy.cutOff();
    await publishFor(OUTAGE_MS);
    proxy.restore();
    await publishFor(2_000);

    await consumerSettled(f.jsm, 'ORDER', 'catalog-purchase-count', 30_000);
    const { rows } = await direct.query<{ event_id: string }>('SELECT event_id FROM purchases');
    expect(rows.map((row) => row.event_id).sort()).toEqual([...published].sort());
    expect(await listDeadLetters(f.jsm, { subject: SUBJECTS.orderPlaced })).toEqual([]);
    const { rows: refusals } = await direct.query('SELECT * FROM event_failures');
    expect(refusals).toEqual([]);
    // The event in hand during the outage came back far more often than the 5 refusals allowed.
    const deliveries = logger.lines
      .map((line) => /failed transiently \(delivery (\d+)\)/.exec(line)?.[1])
      .filter(Boolean)
      .map(Number);
    expect(Math.max(...deliveries)).toBeGreaterThan(5);
  }, 120_000);
});
