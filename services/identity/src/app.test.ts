import type { INestApplication } from '@nestjs/common';
import {
  createTestApp,
  createTestDatabaseUrl,
  startNatsServer,
  type TestDatabase,
  type TestNatsServer,
} from '@shop/service-kit/testing';
import request from 'supertest';
import { AppModule } from './app.module';
import { loadIdentityConfig, SERVICE } from './config';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

describe('identity service', () => {
  let database: TestDatabase;
  let nats: TestNatsServer;
  let app: INestApplication;

  beforeAll(async () => {
    database = await createTestDatabaseUrl(SERVICE);
    nats = await startNatsServer();
    const config = loadIdentityConfig({ DATABASE_URL: database.url, NATS_URL: nats.url });
    app = await createTestApp([AppModule.forRoot(config)], { service: SERVICE });
  });

  afterAll(async () => {
    await app?.close();
    await Promise.allSettled([nats?.stop(), database?.drop()]);
  });

  it('starts with its migrations applied and reports itself healthy', async () => {
    const res = await request(app.getHttpServer()).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      service: 'identity',
      checks: { database: 'up', nats: 'up' },
    });
  });

  it('reports NATS down with 503 while the bus is unreachable', async () => {
    await nats.down();
    let res = await request(app.getHttpServer()).get('/health');
    for (let tries = 0; res.status === 200 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await request(app.getHttpServer()).get('/health');
    }
    expect(res.status).toBe(503);
    expect(res.body.checks).toEqual({ database: 'up', nats: 'down' });
    await nats.up();
  });
});
