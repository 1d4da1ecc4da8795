import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startSpaServer, stopScript } from '../../../scripts/tests/processes';
import { startGateway, startLoopback, type Loopback } from '../testing/loopback';

const SIGN_IN_LIMIT = 3;
const GLOBAL_LIMIT = 5;

/** Services that answer every request, noting the client address the gateway passed on. */
let forwardedFor: (string | undefined)[] = [];
let identity: Loopback;
let catalog: Loopback;
let analytics: Loopback;

beforeAll(async () => {
  const service = () =>
    startLoopback((req, res) => {
      if (req.url === '/health/ready') return res.end('{"status":"ok"}');
      forwardedFor.push(req.headers['x-forwarded-for'] as string | undefined);
      res.setHeader('content-type', 'application/json');
      res.end('{"success":true}');
    });
  [identity, catalog, analytics] = await Promise.all([service(), service(), service()]);
});

afterAll(async () => {
  await Promise.all([identity, catalog, analytics].map((s) => s.close()));
});

/** A gateway of its own per test: the limits count per address, and every test comes from 127.0.0.1. */
async function gatewayWith(env: Record<string, string>) {
  forwardedFor = [];
  const started = await startGateway({
    IDENTITY_URL: identity.url,
    CATALOG_URL: catalog.url,
    ORDER_URL: catalog.url,
    ANALYTICS_URL: analytics.url,
    AUTH_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT),
    RATE_LIMIT_PER_MINUTE: String(GLOBAL_LIMIT),
    ...env,
  });
  gateways.push(started.app);
  return started.base;
}
const gateways: NestFastifyApplication[] = [];
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((app) => app.close()));
});

async function statuses(requests: (() => Promise<{ status: number }>)[]): Promise<number[]> {
  const seen: number[] = [];
  for (const send of requests) seen.push((await send()).status);
  return seen;
}

describe('sign-in limit', () => {
  it('counts POST /api/user/LOGIN and /API/USER/login against the same limit as /api/user/login', async () => {
    const base = await gatewayWith({ RATE_LIMIT_PER_MINUTE: '1000' });
    const login = (path: string) => () => fetch(`${base}${path}`, { method: 'POST' });
    expect(
      await statuses([
        login('/api/user/LOGIN'),
        login('/API/USER/login'),
        login('/api/user/login'),
      ]),
    ).toEqual([200, 200, 200]);

    for (const path of ['/api/user/LOGIN', '/API/USER/login', '/api/user/login']) {
      const refused = await login(path)();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await refused.json()).toEqual({
        success: false,
        message: 'Too many attempts. Please try again later.',
      });
    }
  });

  it('keeps a separate count per sign-in path: spent sign-in attempts do not block sign-up', async () => {
    const base = await gatewayWith({ RATE_LIMIT_PER_MINUTE: '1000' });
    const post = (path: string) => () => fetch(`${base}${path}`, { method: 'POST' });
    await statuses(Array.from({ length: SIGN_IN_LIMIT }, () => post('/api/user/login')));
    expect(await statuses([post('/api/user/login'), post('/api/user/register')])).toEqual([
      429, 200,
    ]);
  });

  it.each(['/api/user/forgot-password', '/api/user/reset-password'])(
    'limits %s like the sign-in paths',
    async (path) => {
      const base = await gatewayWith({ RATE_LIMIT_PER_MINUTE: '1000' });
      const post = () => fetch(`${base}${path}`, { method: 'POST' });
      expect(await statuses(Array.from({ length: SIGN_IN_LIMIT + 1 }, () => post))).toEqual([
        ...Array.from({ length: SIGN_IN_LIMIT }, () => 200),
        429,
      ]);
    },
  );
});

describe('global limit', () => {
  it('refuses any route once an address has spent its requests, with the limit headers', async () => {
    const base = await gatewayWith({});
    const first = await fetch(`${base}/api/product`);
    expect(first.headers.get('x-ratelimit-limit')).toBe(String(GLOBAL_LIMIT));
    expect(first.headers.get('x-ratelimit-remaining')).toBe(String(GLOBAL_LIMIT - 1));
    expect(Number(first.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);

    const rest = await statuses([
      () => fetch(`${base}/api/order/userorders`),
      () => fetch(`${base}/uploads/boot.webp`),
      () => fetch(`${base}/api/analytics/summary`),
      // A path no service answers counts as well: a flood of 404s is still a flood.
      () => fetch(`${base}/nothing-here`),
    ]);
    expect(rest).toEqual([200, 200, 200, 404]);

    for (const path of ['/api/product', '/nothing-here', '/api/user/login']) {
      const refused = await fetch(`${base}${path}`, {
        method: path.endsWith('login') ? 'POST' : 'GET',
      });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        success: false,
        message: 'Too many requests. Please try again later.',
      });
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    }
    expect(forwardedFor).toHaveLength(4);
  });

  it('never refuses the health checks, however they are spelled', async () => {
    const base = await gatewayWith({});
    await statuses(
      Array.from({ length: GLOBAL_LIMIT + 1 }, () => () => fetch(`${base}/api/product`)),
    );
    expect(
      await statuses(
        ['/health', '/health/live', '/health/ready', '/HEALTH/Live', '/Health/READY'].map(
          (path) => () => fetch(`${base}${path}`),
        ),
      ),
    ).toEqual([200, 200, 200, 200, 200]);
  });
});

describe('client address behind a load balancer', () => {
  const from = (base: string, forwarded: string) => () =>
    fetch(`${base}/api/product`, { headers: { 'x-forwarded-for': forwarded } });

  it('without TRUST_PROXY, counts the connection’s address whatever X-Forwarded-For claims', async () => {
    const base = await gatewayWith({});
    const spoofed = Array.from({ length: GLOBAL_LIMIT + 2 }, (_, i) =>
      from(base, `198.51.100.${i}`),
    );
    const seen = await statuses(spoofed);
    expect(seen.slice(0, GLOBAL_LIMIT)).toEqual(Array(GLOBAL_LIMIT).fill(200));
    expect(seen.slice(GLOBAL_LIMIT)).toEqual([429, 429]);
    expect(new Set(forwardedFor)).toEqual(new Set(['127.0.0.1']));
  });

  it('with TRUST_PROXY=1, counts the address the load balancer appended, not what the client wrote', async () => {
    const base = await gatewayWith({ TRUST_PROXY: '1' });
    // The client writes anything it likes first; the load balancer appends the address it saw.
    const shopper = Array.from({ length: GLOBAL_LIMIT + 1 }, (_, i) =>
      from(base, `10.9.9.${i}, 203.0.113.7`),
    );
    const seen = await statuses(shopper);
    expect(seen.at(-1)).toBe(429);
    expect(new Set(forwardedFor)).toEqual(new Set(['203.0.113.7']));
    // Another shopper behind the same load balancer has a count of its own.
    expect((await from(base, '203.0.113.8')()).status).toBe(200);
    expect(forwardedFor.at(-1)).toBe('203.0.113.8');
  });

  it('with the load balancer’s address in TRUST_PROXY, trusts X-Forwarded-For only from there', async () => {
    const trusted = await gatewayWith({ TRUST_PROXY: '127.0.0.0/8' });
    await from(trusted, '203.0.113.9')();
    expect(forwardedFor).toEqual(['203.0.113.9']);

    const elsewhere = await gatewayWith({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' });
    await from(elsewhere, '203.0.113.9')();
    expect(forwardedFor).toEqual(['127.0.0.1']);
  });
});

describe('client address behind the shell’s server on the same machine (npm start)', () => {
  const FORWARDING_SECRET = 'made-by-the-launcher-at-each-start';
  const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  let shell: Awaited<ReturnType<typeof startSpaServer>> | undefined;
  afterAll(async () => {
    await stopScript(shell?.child);
    rmSync(dist, { recursive: true, force: true });
  });

  /** A GET of the catalogue through the shell's server, from a shopper at `address`. */
  const throughShell = (base: string, address: string) =>
    new Promise<{ status: number }>((resolve, reject) =>
      request(`${base}/api/product`, { localAddress: address }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0 });
      })
        .on('error', reject)
        .end(),
    );

  it('counts a local process that writes its own X-Forwarded-For as one client', async () => {
    const base = await gatewayWith({ TRUST_PROXY: 'loopback', FORWARDING_SECRET });
    const spoofed = Array.from(
      { length: GLOBAL_LIMIT + 2 },
      (_, i) => () =>
        fetch(`${base}/api/product`, { headers: { 'x-forwarded-for': `198.51.100.${i}` } }),
    );
    const seen = await statuses(spoofed);
    expect(seen.slice(GLOBAL_LIMIT)).toEqual([429, 429]);
    expect(new Set(forwardedFor)).toEqual(new Set(['127.0.0.1']));
  });

  it('counts each shopper the shell’s server passes on by their own address', async () => {
    const gateway = await gatewayWith({ TRUST_PROXY: 'loopback', FORWARDING_SECRET });
    shell = await startSpaServer(dist, ['--api-upstream', gateway], { FORWARDING_SECRET });
    const first = await statuses(
      Array.from({ length: GLOBAL_LIMIT + 1 }, () => () => throughShell(shell!.base, '127.0.0.2')),
    );
    expect(first.at(-1)).toBe(429);
    expect((await throughShell(shell.base, '127.0.0.3')).status).toBe(200);
    expect(new Set(forwardedFor)).toEqual(new Set(['127.0.0.2', '127.0.0.3']));
  });
});
