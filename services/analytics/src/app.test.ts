import { startServiceApp, type ServiceAppUnderTest } from '@shop/service-kit/testing';
import request from 'supertest';
import { AppModule } from './app.module';
import { loadAnalyticsConfig, SERVICE, type AnalyticsConfig } from './config';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

describe('analytics service', () => {
  let service: ServiceAppUnderTest<AnalyticsConfig>;

  beforeAll(async () => {
    service = await startServiceApp({
      service: SERVICE,
      loadConfig: loadAnalyticsConfig,
      appModule: AppModule,
    });
  });

  afterAll(() => service?.stop());

  it('starts with its migrations applied and reports itself healthy', async () => {
    const res = await request(service.app.getHttpServer()).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      service: 'analytics',
      checks: { database: 'up', nats: 'up', consumers: 'up', outbox: 'up' },
      details: {
        consumers: {
          'analytics-orders': { state: 'up', pending: 0, behind: false },
          'analytics-sign-ins': { state: 'up', pending: 0, behind: false },
          'analytics-session-revocations': { state: 'up', pending: 0, behind: false },
        },
        outbox: { backlog: 0, oldestPendingAgeSeconds: null, failed: 0 },
      },
    });
  });
});
