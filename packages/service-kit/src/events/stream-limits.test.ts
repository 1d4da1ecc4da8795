import { rmSync } from 'node:fs';
import { Injectable, type INestApplication, type OnModuleInit } from '@nestjs/common';
import { SUBJECTS } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { connect, DiscardPolicy, type JetStreamManager, type NatsConnection } from 'nats';
import request from 'supertest';
import { ConfigModule } from '../config/config.module';
import { loadConfig } from '../config/load-config';
import { serviceConfigSchema } from '../config/service-config';
import { DatabaseModule } from '../database/database.module';
import { DATABASE, type Database } from '../database/database.types';
import { HealthModule } from '../health/health.module';
import { capturingLogger } from '../testing/log-capture';
import { startNatsServer, type TestNatsServer } from '../testing/nats-server';
import { testKeySettings } from '../testing/signing-keys';
import { createTestApp } from '../testing/test-app';
import { createTestDatabaseUrl, type TestDatabase } from '../testing/test-database';
import { EventBus } from './event-bus';
import { outbox } from './event-tables';
import { EventsModule } from './events.module';
import { ensureStreams, STREAM_LIMITS } from './streams';
import { migrationsFolderOf, orderPlaced } from './test-fixture';
import { TransientEventError } from './transient-errors';
import { eventually } from '../testing/eventually';

// A real nats-server and the service's database: the PostgreSQL server when one answers, else
// embedded (TEST_DATABASE=embedded).
jest.setTimeout(120_000);

const LAG_ALERT = 3;

/** The catalog's count of pairs sold, which cannot work while its warehouse system is offline. */
@Injectable()
class PurchaseCounter implements OnModuleInit {
  readonly seen: string[] = [];
  warehouseOffline = false;

  constructor(private readonly bus: EventBus) {}

  async onModuleInit() {
    await this.bus.subscribe({
      consumer: 'purchase-count',
      subject: SUBJECTS.orderPlaced,
      handler: async (event) => {
        if (this.warehouseOffline) throw new TransientEventError('the warehouse is offline');
        this.seen.push(event.id);
      },
    });
  }
}

describe('events when a stream is full or a consumer falls behind', () => {
  let nats: TestNatsServer;
  let database: TestDatabase;
  let migrations: string;
  let app: INestApplication;
  let nc: NatsConnection;
  let jsm: JetStreamManager;
  const { logger, lines: logged } = capturingLogger('catalog');

  const health = async () => (await request(app.getHttpServer()).get('/health')).body;
  const placeOrder = () =>
    app
      .get<Database>(DATABASE)
      .transaction((tx) => app.get(EventBus).emit(tx, SUBJECTS.orderPlaced, orderPlaced()));
  const linesMatching = (level: string, pattern: RegExp) =>
    logged.filter((line) => line.level === level && pattern.test(line.msg));

  beforeAll(async () => {
    nats = await startNatsServer();
    database = await createTestDatabaseUrl('stream_limits');
    // The kit's tables are all it needs, and every database migrates them first.
    migrations = migrationsFolderOf();
    const config = loadConfig(serviceConfigSchema({ service: 'catalog', port: 4412 }), {
      ...testKeySettings(),
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      EVENT_LAG_ALERT: String(LAG_ALERT),
    });
    app = await createTestApp(
      [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot({ migrationsFolder: migrations }),
        EventsModule.forRoot({
          serviceName: 'catalog',
          natsUrl: nats.url,
          relayIntervalMs: 50,
          lagAlert: config.EVENT_LAG_ALERT,
          lagCheckIntervalMs: 100,
        }),
        HealthModule.forRoot({ service: 'catalog' }),
        { module: class PurchasesModule {}, providers: [PurchaseCounter] },
      ],
      { logger },
    );
    nc = await connect({ servers: nats.url });
    jsm = await nc.jetstreamManager();
  });

  afterAll(async () => {
    await nc?.close();
    await app?.close();
    await Promise.allSettled([nats.stop(), database.drop()]);
    rmSync(migrations, { recursive: true, force: true });
  });

  it('turns a stream that dropped its oldest events when full into one that refuses new ones', async () => {
    const { config } = await jsm.streams.info('CATALOG');
    await jsm.streams.update('CATALOG', { ...config, discard: DiscardPolicy.Old });

    await ensureStreams(jsm);

    expect((await jsm.streams.info('CATALOG')).config.discard).toBe(DiscardPolicy.New);
  });

  it('keeps an event a full stream refuses in the outbox, says so, and delivers it once there is room', async () => {
    const { config } = await jsm.streams.info('ORDER');
    // Less than one event.
    await jsm.streams.update('ORDER', { ...config, max_bytes: 100 });
    const placed = await placeOrder();
    const rowOf = async () =>
      (await app.get<Database>(DATABASE).select().from(outbox).where(eq(outbox.id, placed.id)))[0];

    await eventually(async () => {
      expect((await health()).details.outbox).toEqual({
        backlog: 1,
        oldestPendingAgeSeconds: expect.any(Number),
        failed: 0,
        fullStreams: ['ORDER'],
      });
    });
    expect(linesMatching('error', /stream ORDER refuses order\.placed .*stream full/)).toHaveLength(
      1,
    );
    // Several passes later it is still waiting, not counted towards giving up.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await rowOf()).toMatchObject({
      sentAt: null,
      failedAt: null,
      attempts: 0,
      lastError: expect.stringContaining('maximum bytes exceeded'),
    });
    expect(app.get(PurchaseCounter).seen).toEqual([]);

    // As the next start of any service would.
    await ensureStreams(jsm);

    await eventually(() => expect(app.get(PurchaseCounter).seen).toEqual([placed.id]), 15_000);
    expect((await jsm.streams.info('ORDER')).config.max_bytes).toBe(STREAM_LIMITS.events.maxBytes);
    expect((await rowOf()).sentAt).not.toBeNull();
    await eventually(async () =>
      expect((await health()).details.outbox.fullStreams).toBeUndefined(),
    );
    expect(linesMatching('info', /Outbox relay is publishing again/)).toHaveLength(1);
  });

  it(`shows a consumer more than ${LAG_ALERT} events behind on /health and logs it once each way`, async () => {
    const counter = app.get(PurchaseCounter);
    const before = counter.seen.length;
    counter.warehouseOffline = true;
    for (let order = 0; order < 5; order++) await placeOrder();

    await eventually(async () => {
      const report = await health();
      expect(report.status).toBe('ok');
      expect(report.details.consumers).toEqual({
        'catalog-purchase-count': { state: 'up', pending: 5, behind: true },
      });
    });
    // Checked every 100 ms: still one line.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const falling =
      /^catalog-purchase-count is falling behind: \d+ events pending \(EVENT_LAG_ALERT 3\)$/;
    expect(linesMatching('warn', falling)).toHaveLength(1);

    counter.warehouseOffline = false;

    await eventually(async () => {
      expect(counter.seen).toHaveLength(before + 5);
      expect((await health()).details.consumers).toEqual({
        'catalog-purchase-count': { state: 'up', pending: 0, behind: false },
      });
    }, 30_000);
    const caughtUp =
      /^catalog-purchase-count has caught up: \d+ events pending \(EVENT_LAG_ALERT 3\)$/;
    expect(linesMatching('info', caughtUp)).toHaveLength(1);
  });
});
