import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { startGateway, startLoopback, type Loopback } from '../testing/loopback';
import { acceptsConnections, startTcpLink, type TcpLink } from '../testing/tcp-link';

const REDIS_HOST = '127.0.0.1';
const REDIS_PORT = 6379;
const REDIS_URL = `redis://${REDIS_HOST}:${REDIS_PORT}`;
/** This run's keys only: other runs, and other platforms, may share the server. */
const RUN_PREFIX = `test:gateway:${process.pid}-${Date.now()}:`;

const redisListens = acceptsConnections(REDIS_HOST, REDIS_PORT);
if (!redisListens)
  console.warn(
    `Shared rate limit counters not tested: nothing listens on ${REDIS_HOST}:${REDIS_PORT}. Start Redis there to run them.`,
  );
const describeWithRedis = redisListens ? describe : describe.skip;

let catalog: Loopback;
const gateways: NestFastifyApplication[] = [];

beforeAll(async () => {
  catalog = await startLoopback((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"success":true}');
  });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await Promise.all(gateways.splice(0).map((app) => app.close()));
});
afterAll(() => catalog.close());

async function gatewayWith(env: Record<string, string>): Promise<string> {
  const { app, base } = await startGateway({
    CATALOG_URL: catalog.url,
    IDENTITY_URL: catalog.url,
    ...env,
  });
  gateways.push(app);
  return base;
}

const statusOf = async (url: string, init?: RequestInit) => (await fetch(url, init)).status;
const warnings = () => jest.spyOn(Logger.prototype, 'warn');
const messages = (spy: jest.SpyInstance) => spy.mock.calls.map(([message]) => String(message));

describeWithRedis(`rate limit counters in the Redis at ${REDIS_URL}`, () => {
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${RUN_PREFIX}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('two gateways sharing one Redis share the global limit', async () => {
    const env = {
      RATE_LIMIT_REDIS_URL: REDIS_URL,
      RATE_LIMIT_REDIS_PREFIX: `${RUN_PREFIX}global:`,
      RATE_LIMIT_PER_MINUTE: '4',
    };
    const [a, b] = [await gatewayWith(env), await gatewayWith(env)];
    const seen = [];
    for (const base of [a, b, a, b, a, b]) seen.push(await statusOf(`${base}/api/product`));
    expect(seen).toEqual([200, 200, 200, 200, 429, 429]);
    expect(await redis.get(`${RUN_PREFIX}global:all:127.0.0.1`)).toBe('6');
  });

  it('two gateways sharing one Redis share the sign-in limit, however the path is spelled', async () => {
    const env = {
      RATE_LIMIT_REDIS_URL: REDIS_URL,
      RATE_LIMIT_REDIS_PREFIX: `${RUN_PREFIX}sign-in:`,
      AUTH_RATE_LIMIT_PER_MINUTE: '2',
    };
    const [a, b] = [await gatewayWith(env), await gatewayWith(env)];
    const post = { method: 'POST' };
    expect(await statusOf(`${a}/api/user/login`, post)).toBe(200);
    expect(await statusOf(`${b}/API/USER/login`, post)).toBe(200);
    expect(await statusOf(`${a}/api/user/LOGIN`, post)).toBe(429);
    expect(await statusOf(`${b}/api/user/login`, post)).toBe(429);
    expect(await redis.get(`${RUN_PREFIX}sign-in:auth/api/user/login:127.0.0.1`)).toBe('4');
    // A count of its own: the global limit is far from spent.
    expect(await statusOf(`${a}/api/product`)).toBe(200);
  });

  it('lets requests through uncounted while Redis is unreachable, and counts again once it is back', async () => {
    const link: TcpLink = await startTcpLink(REDIS_HOST, REDIS_PORT);
    try {
      const base = await gatewayWith({
        RATE_LIMIT_REDIS_URL: `redis://127.0.0.1:${link.port}`,
        RATE_LIMIT_REDIS_PREFIX: `${RUN_PREFIX}outage:`,
        RATE_LIMIT_PER_MINUTE: '3',
      });
      const warned = warnings();
      expect(await statusOf(`${base}/api/product`)).toBe(200);

      link.cut();
      const during = [];
      for (let i = 0; i < 5; i++) during.push(await statusOf(`${base}/api/product`));
      expect(during).toEqual([200, 200, 200, 200, 200]);
      expect(messages(warned).filter((m) => /requests pass uncounted/.test(m))).toHaveLength(1);

      link.restore();
      // Counting resumes where it stopped (1 of 3) once the gateway has reconnected.
      const after: number[] = [];
      const deadline = Date.now() + 10_000;
      while (after.at(-1) !== 429 && Date.now() < deadline) {
        after.push(await statusOf(`${base}/api/product`));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(after.at(-1)).toBe(429);
      expect(Number(await redis.get(`${RUN_PREFIX}outage:all:127.0.0.1`))).toBe(4);
    } finally {
      await link.close();
    }
  });
});

it('starts and serves while the rate limit Redis cannot be reached, and says so', async () => {
  // Takes connections and drops them at once, as a Redis going down or out of reach does.
  const link = await startTcpLink(REDIS_HOST, REDIS_PORT);
  link.cut();
  try {
    const warned = warnings();
    const base = await gatewayWith({
      RATE_LIMIT_REDIS_URL: `redis://127.0.0.1:${link.port}`,
      RATE_LIMIT_PER_MINUTE: '1',
    });
    const seen = [await statusOf(`${base}/api/product`), await statusOf(`${base}/api/product`)];
    expect(seen).toEqual([200, 200]);
    expect(messages(warned)).toContainEqual(expect.stringMatching(/requests pass uncounted/));
  } finally {
    await link.close();
  }
});
