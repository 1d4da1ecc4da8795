import { Global, INestApplication, Module } from '@nestjs/common';
import request from 'supertest';
import { ConfigModule } from '../config/config.module';
import { loadConfig } from '../config/load-config';
import { serviceConfigSchema } from '../config/service-config';
import { DatabaseConnection } from '../database/database-connection';
import { EventBus } from '../events';
import { createTestApp } from '../testing/test-app';
import { HealthModule } from './health.module';

let databaseAnswers = true;
let natsConnected = true;

@Global()
@Module({
  providers: [
    {
      provide: DatabaseConnection,
      useValue: {
        ping: () => (databaseAnswers ? Promise.resolve() : Promise.reject(new Error('gone'))),
      },
    },
    {
      provide: EventBus,
      useValue: {
        isConnected: () => natsConnected,
        outboxReport: async () => ({ backlog: 2, oldestPendingAgeSeconds: 4, failed: 1 }),
      },
    },
  ],
  exports: [DatabaseConnection, EventBus],
})
class FakeDependencies {}

const config = loadConfig(serviceConfigSchema({ service: 'catalog', port: 4412 }), {});

describe('GET /health', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp([
      ConfigModule.forRoot(config),
      FakeDependencies,
      HealthModule.forRoot({ service: 'catalog' }),
    ]);
  });

  afterAll(() => app.close());

  beforeEach(() => {
    databaseAnswers = true;
    natsConnected = true;
  });

  it('answers 200 when the database and NATS are up, with the outbox backlog', async () => {
    const res = await request(app.getHttpServer()).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      service: 'catalog',
      checks: { database: 'up', nats: 'up' },
      outbox: { backlog: 2, oldestPendingAgeSeconds: 4, failed: 1 },
    });
  });

  it('answers 503 naming the database when it does not answer', async () => {
    databaseAnswers = false;
    const res = await request(app.getHttpServer()).get('/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      status: 'error',
      service: 'catalog',
      checks: { database: 'down', nats: 'up' },
    });
  });

  it('answers 503 naming NATS when the bus is disconnected', async () => {
    natsConnected = false;
    const res = await request(app.getHttpServer()).get('/health');
    expect(res.status).toBe(503);
    expect(res.body.checks).toEqual({ database: 'up', nats: 'down' });
  });
});
