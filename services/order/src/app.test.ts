import { startServiceApp, type ServiceAppUnderTest } from '@shop/service-kit/testing';
import request from 'supertest';
import { AppModule } from './app.module';
import { loadOrderConfig, SERVICE, type OrderConfig } from './config';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

describe('order service', () => {
  let service: ServiceAppUnderTest<OrderConfig>;

  beforeAll(async () => {
    service = await startServiceApp({
      service: SERVICE,
      loadConfig: loadOrderConfig,
      appModule: AppModule,
    });
  });

  afterAll(() => service?.stop());

  it('starts with its migrations applied and reports itself healthy', async () => {
    const res = await request(service.app.getHttpServer()).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      service: 'order',
      checks: { database: 'up', nats: 'up', consumers: 'up', outbox: 'up' },
      details: {
        consumers: {
          'order-session-revocations': { state: 'up', pending: 0, behind: false },
        },
        outbox: { backlog: 0, oldestPendingAgeSeconds: null, failed: 0 },
      },
    });
  });
});
