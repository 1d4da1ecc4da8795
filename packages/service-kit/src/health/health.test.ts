import { rmSync } from 'node:fs';
import { Injectable, type INestApplication, type OnModuleInit } from '@nestjs/common';
import request from 'supertest';
import { ConfigModule } from '../config/config.module';
import { loadConfig } from '../config/load-config';
import { testKeySettings } from '../testing/signing-keys';
import { serviceConfigSchema } from '../config/service-config';
import { DatabaseConnection } from '../database/database-connection';
import { DatabaseModule } from '../database/database.module';
import { EventsModule } from '../events';
import { migrationsFolderOf } from '../events/test-fixture';
import { startNatsServer, type TestNatsServer } from '../testing/nats-server';
import { createTestApp } from '../testing/test-app';
import { createTestDatabaseUrl, type TestDatabase } from '../testing/test-database';
import { HealthChecks } from './health-checks';
import { HealthModule } from './health.module';
import { Readiness } from './readiness';
import { eventually } from '../testing/eventually';

// Starts a real database and nats-server; the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

let searchBacklog = 0;

/** Every check of the app under test, each up. */
const ALL_UP = { database: 'up', nats: 'up', consumers: 'up', outbox: 'up', search: 'up' };

/** What a feature module does to make one more dependency part of readiness. */
@Injectable()
class SearchIndexCheck implements OnModuleInit {
  constructor(private readonly checks: HealthChecks) {}

  onModuleInit() {
    this.checks.add('search', () => ({
      state: searchBacklog < 100 ? 'up' : 'down',
      detail: { backlog: searchBacklog },
    }));
  }
}

describe('service health', () => {
  let nats: TestNatsServer;
  let database: TestDatabase;
  let migrations: string;
  let app: INestApplication;
  const get = (path: string) => request(app.getHttpServer()).get(path);

  beforeAll(async () => {
    nats = await startNatsServer();
    database = await createTestDatabaseUrl('health');
    migrations = migrationsFolderOf();
    const config = loadConfig(serviceConfigSchema({ service: 'catalog', port: 4412 }), {
      ...testKeySettings(),
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
    });
    app = await createTestApp([
      ConfigModule.forRoot(config),
      DatabaseModule.forRoot({ migrationsFolder: migrations }),
      EventsModule.forRoot({ serviceName: 'catalog', natsUrl: nats.url }),
      HealthModule.forRoot({ service: 'catalog' }),
      { module: class SearchModule {}, providers: [SearchIndexCheck] },
    ]);
  });

  afterAll(async () => {
    await app?.close();
    await Promise.allSettled([nats.stop(), database.drop()]);
    rmSync(migrations, { recursive: true, force: true });
  });

  it('is live and ready when the database and NATS answer', async () => {
    const live = await get('/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });

    const ready = await get('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ok',
      service: 'catalog',
      checks: ALL_UP,
      details: {
        outbox: { backlog: 0, oldestPendingAgeSeconds: null, failed: 0 },
        search: { backlog: 0 },
      },
    });
  });

  it('keeps /health as the readiness report', async () => {
    const res = await get('/health');
    expect(res.status).toBe(200);
    expect(res.body.checks).toEqual(ALL_UP);
  });

  it('is not ready while a check added by another module fails, and says which', async () => {
    searchBacklog = 250;
    try {
      const res = await get('/health/ready');
      expect(res.status).toBe(503);
      expect(res.body.checks.search).toBe('down');
      expect(res.body.details.search).toEqual({ backlog: 250 });
    } finally {
      searchBacklog = 0;
    }
  });

  it('is not ready, naming NATS, while NATS is down, and ready again when it is back', async () => {
    await nats.down();
    try {
      await eventually(async () => {
        const res = await get('/health/ready');
        expect(res.status).toBe(503);
        expect(res.body.checks).toEqual({ ...ALL_UP, nats: 'down' });
      });
      expect((await get('/health/live')).status).toBe(200);
    } finally {
      await nats.up();
    }
    await eventually(async () => expect((await get('/health/ready')).status).toBe(200), 10_000);
  });

  it('names the database when it no longer answers', async () => {
    // The service loses its database for good; the tests after this one do not need it.
    await app.get(DatabaseConnection).close();
    const res = await get('/health/ready');
    expect(res.status).toBe(503);
    expect(res.body.checks.database).toBe('down');
  });

  it('answers 503 to readiness once shutdown has begun, while still live', async () => {
    const readiness = app.get(Readiness);
    readiness.markShuttingDown();
    const ready = await get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('shutting-down');
    expect((await get('/health/live')).status).toBe(200);
  });
});
