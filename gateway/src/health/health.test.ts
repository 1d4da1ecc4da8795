import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Readiness } from '@shop/service-kit';
import { startGateway, startLoopback, type Loopback } from '../testing/loopback';

let probes = 0;
let probeDelayMs = 0;

/** A service's own readiness report, with the detail that must not leave its port. */
function readyService(ready: () => boolean) {
  return startLoopback((req, res) => {
    if (req.url !== '/health/ready') return res.writeHead(404).end();
    probes++;
    const ok = ready();
    setTimeout(() => {
      res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          status: ok ? 'ok' : 'error',
          service: 'catalog',
          checks: { database: ok ? 'up' : 'down', nats: 'up' },
        }),
      );
    }, probeDelayMs);
  });
}

describe('gateway health', () => {
  const services: Loopback[] = [];
  let catalogReady = true;
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    for (const check of [() => true, () => catalogReady, () => true, () => true])
      services.push(await readyService(check));
    const [identity, catalog, order, analytics] = services.map((s) => s.url);
    ({ app, base } = await startGateway({
      IDENTITY_URL: identity,
      CATALOG_URL: catalog,
      ORDER_URL: order,
      ANALYTICS_URL: analytics,
    }));
  });

  afterAll(async () => {
    await app.close();
    await Promise.all(services.map((s) => s.close()));
  });

  const answer = async (path: string) => {
    const res = await fetch(`${base}${path}`);
    return { status: res.status, body: await res.json() };
  };

  it('is ready when every service is ready, under /health/ready and /health', async () => {
    expect(await answer('/health/ready')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await answer('/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('is not ready while a service is not, and tells the public no more than that', async () => {
    catalogReady = false;
    try {
      expect(await answer('/health/ready')).toEqual({ status: 503, body: { status: 'degraded' } });
      expect(await answer('/health')).toEqual({ status: 503, body: { status: 'degraded' } });
    } finally {
      catalogReady = true;
    }
  });

  it('shares one probe of the services among callers asking at the same time', async () => {
    probes = 0;
    probeDelayMs = 200;
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => answer('/health/ready')));
      expect(answers.every((a) => a.status === 200)).toBe(true);
    } finally {
      probeDelayMs = 0;
    }
    // Four services probed once per round; callers arriving during a round share it.
    expect(probes).toBeLessThanOrEqual(8);
  });

  it('is not ready when a service does not answer at all', async () => {
    await services[2].close();
    expect(await answer('/health/ready')).toEqual({ status: 503, body: { status: 'degraded' } });
  });

  it('stays live whatever the services do', async () => {
    expect(await answer('/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('answers 503 to readiness once shutdown has begun, while still live', async () => {
    app.get(Readiness).markShuttingDown();
    expect(await answer('/health/ready')).toEqual({
      status: 503,
      body: { status: 'shutting-down' },
    });
    expect((await answer('/health/live')).status).toBe(200);
  });
});
