import type { INestApplication } from '@nestjs/common';
import request from 'supertest';

interface StartedService {
  app: INestApplication;
  stop(): Promise<void>;
}

/**
 * The test every service has: started as in production, its migrations applied, it reports
 * itself healthy, each of its durable consumers (`<service>-<name>`) up and nothing waiting in
 * its outbox.
 */
export function describeServiceStart(
  service: string,
  start: () => Promise<StartedService>,
  consumers: string[],
): void {
  describe(`${service} service`, () => {
    let started: StartedService | undefined;

    beforeAll(async () => {
      started = await start();
    });

    afterAll(() => started?.stop());

    it('starts with its migrations applied and reports itself healthy', async () => {
      const res = await request(started!.app.getHttpServer()).get('/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'ok',
        service,
        checks: { database: 'up', nats: 'up', consumers: 'up', outbox: 'up' },
        details: {
          consumers: Object.fromEntries(
            consumers.map((name) => [name, { state: 'up', pending: 0, behind: false }]),
          ),
          outbox: { backlog: 0, oldestPendingAgeSeconds: null, failed: 0 },
        },
      });
    });
  });
}
