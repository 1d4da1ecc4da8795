import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Injectable, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { serviceFoundation } from '../../bootstrap/service-foundation';
import { loadConfig } from '../../config/load-config';
import { serviceConfigSchema, type BaseConfig } from '../../config/service-config';
import { DatabaseConnection } from '../../database/database-connection';
import { EventBus } from '../../events/event-bus';
import { orderPlacedPayload } from '../../events/event-samples';
import { outbox } from '../../events/event-tables';
import { migrationsFolderOf } from '../../events/test-fixture';
import { eventually } from '../../testing/eventually';
import { samplesOf, scrapeMetrics, sumOf, type MetricSample } from '../../testing/metrics-scrape';
import { createServiceLogger } from '../../logging/service-logger';
import { startServiceApp, type ServiceAppUnderTest } from '../../testing/start-service-app';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { OUTBOX_SCRAPE_TIMEOUT_MS } from './outbox-metrics';

jest.setTimeout(60_000);

const SERVICE = 'probe';
const CONSUMER = `${SERVICE}-order-watch`;
const migrations = migrationsFolderOf();

/** Watches placed orders and refuses those it is told to, as a failing handler would. */
@Injectable()
class OrderWatch implements OnModuleInit {
  readonly refused = new Set<string>();

  constructor(private readonly bus: EventBus) {}

  onModuleInit(): Promise<void> {
    return this.bus.subscribe({
      consumer: 'order-watch',
      subject: 'order.placed',
      maxDeliver: 2,
      nakDelayMs: 50,
      handler: async (event) => {
        if (this.refused.has(event.payload.orderId)) throw new Error('refused on purpose');
      },
    });
  }
}

@Module({ providers: [OrderWatch] })
class OrderWatchModule {}

const ProbeApp = {
  forRoot(config: BaseConfig): DynamicModule {
    return {
      module: class ProbeAppModule {},
      imports: [
        ...serviceFoundation(config, { service: SERVICE, migrationsFolder: migrations }),
        OrderWatchModule,
      ],
    };
  },
};

describe("a service's event, outbox and database figures", () => {
  let service: ServiceAppUnderTest<BaseConfig>;
  let metrics: MetricsServer;
  let engine: DatabaseConnection['engine'];

  beforeAll(async () => {
    service = await startServiceApp({
      service: SERVICE,
      loadConfig: (env) => loadConfig(serviceConfigSchema({ service: SERVICE, port: 0 }), env),
      appModule: ProbeApp,
    });
    engine = service.app.get(DatabaseConnection).engine;
    metrics = (await startMetricsServer(0, '127.0.0.1', createServiceLogger(SERVICE, 'fatal')))!;
  });

  afterAll(async () => {
    await metrics?.close();
    await service?.stop();
    rmSync(migrations, { recursive: true, force: true });
  });

  const scrape = () => scrapeMetrics(metrics.url);
  const placeOrder = (orderId = randomUUID()) =>
    service.app.get(EventBus).emit(service.db, 'order.placed', orderPlacedPayload({ orderId }));
  const consumer = { stream: 'ORDER', consumer: CONSUMER };

  it('counts an event its consumer handled, and times it', async () => {
    await placeOrder();
    await eventually(async () => {
      const samples = await scrape();
      expect(sumOf(samples, 'shop_events_handled_total', { ...consumer, outcome: 'ok' })).toBe(1);
      expect(sumOf(samples, 'shop_event_handling_duration_seconds_count', consumer)).toBe(1);
    });
  });

  it('counts the retries, redeliveries and dead letter of an event refused to the end', async () => {
    const orderId = randomUUID();
    service.app.get(OrderWatch).refused.add(orderId);
    await placeOrder(orderId);
    await eventually(async () => {
      const samples = await scrape();
      expect(sumOf(samples, 'shop_events_handled_total', { ...consumer, outcome: 'retried' })).toBe(
        1,
      );
      expect(
        sumOf(samples, 'shop_events_handled_total', { ...consumer, outcome: 'dead_lettered' }),
      ).toBe(1);
      expect(sumOf(samples, 'shop_event_redeliveries_total', consumer)).toBe(1);
      expect(
        sumOf(samples, 'shop_dead_letters_total', { consumer: CONSUMER, stage: 'consume' }),
      ).toBe(1);
    });
  });

  it("reports each consumer's pending events as the server counts them", async () => {
    const samples = await scrape();
    expect(sumOf(samples, 'shop_event_consumer_pending', { consumer: CONSUMER })).toBe(0);
  });

  it('counts an event the outbox gave up on as a dead letter and a failed row', async () => {
    // A subject no stream holds can never be published.
    await service.db.insert(outbox).values({
      id: randomUUID(),
      subject: 'nowhere.at-all',
      payload: { id: randomUUID(), type: 'nowhere.at-all' } as never,
    });
    await eventually(async () => {
      const samples = await scrape();
      expect(
        sumOf(samples, 'shop_dead_letters_total', {
          consumer: `${SERVICE}-outbox`,
          stage: 'publish',
        }),
      ).toBe(1);
      expect(sumOf(samples, 'shop_outbox_failed_events')).toBe(1);
    });
  });

  it("reports the database pool's connections", async () => {
    const samples = await scrape();
    if (engine === 'server') {
      expect(sumOf(samples, 'shop_db_pool_max_connections')).toBe(10);
      expect(
        samplesOf(samples, 'shop_db_pool_connections')
          .map((s) => s.labels.state)
          .sort(),
      ).toEqual(['idle', 'in_use']);
      expect(sumOf(samples, 'shop_db_pool_waiting_queries')).toBe(0);
    } else {
      // One connection inside the process: what it is doing is not known.
      expect(sumOf(samples, 'shop_db_pool_max_connections')).toBe(1);
      expect(samplesOf(samples, 'shop_db_pool_connections')).toEqual([]);
    }
  });

  it('answers a scrape within its bound while the outbox cannot be read, leaving its figures out', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = service.db.transaction(async (tx) => {
      await tx.execute(sql`lock table outbox in access exclusive mode`);
      locked();
      await held;
    });
    try {
      await lockTaken;
      const started = Date.now();
      const samples = await scrape();
      expect(Date.now() - started).toBeLessThan(OUTBOX_SCRAPE_TIMEOUT_MS + 1_500);
      expect(samplesOf(samples, 'shop_outbox_pending_events')).toEqual([]);
      expect(samplesOf(samples, 'shop_outbox_oldest_pending_age_seconds')).toEqual([]);
      if (engine === 'server')
        expect(sumOf(samples, 'shop_db_pool_connections', { state: 'in_use' })).toBeGreaterThan(0);
    } finally {
      release();
      await holder;
    }
    await eventually(async () => {
      expect(sumOf(await scrape(), 'shop_outbox_pending_events')).toBe(0);
    });
  });

  it('reports the events waiting in the outbox and the age of the oldest', async () => {
    const pendingOf = (samples: MetricSample[]) => sumOf(samples, 'shop_outbox_pending_events');
    expect(pendingOf(await scrape())).toBe(0);
    expect(sumOf(await scrape(), 'shop_outbox_oldest_pending_age_seconds')).toBe(0);
    await service.nats.down();
    try {
      await placeOrder();
      await placeOrder();
      await service.db.execute(
        sql`update outbox set created_at = now() - interval '90 seconds' where sent_at is null and failed_at is null`,
      );
      const samples = await scrape();
      expect(pendingOf(samples)).toBe(2);
      expect(sumOf(samples, 'shop_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);
    } finally {
      await service.nats.up();
    }
    await eventually(async () => expect(pendingOf(await scrape())).toBe(0), 30_000);
  });
});
