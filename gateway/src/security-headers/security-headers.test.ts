import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startGateway, startLoopback, type Loopback } from '../testing/loopback';

const SHOP_ORIGIN = 'http://localhost:4300';
const IMAGE = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);

/** What every answer of the gateway carries, whoever wrote it. */
function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('content-security-policy')).toBe(
    "default-src 'none';frame-ancestors 'none'",
  );
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  // Plain http: a browser told to insist on https here would lose the site.
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

describe('gateway security headers', () => {
  let catalog: Loopback;
  let identity: Loopback;
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    catalog = await startLoopback((req, res) => {
      if (req.url === '/health/ready') return res.end('{"status":"ok"}');
      if (req.url === '/api/product/hang') return; // never answers
      if (req.url?.toLowerCase().startsWith('/uploads/')) {
        res.writeHead(200, { 'content-type': 'image/webp', 'content-length': IMAGE.length });
        return res.end(IMAGE);
      }
      res.setHeader('content-type', 'application/json');
      res.end('{"success":true,"data":[]}');
    });
    identity = await startLoopback((req, res) => {
      if (req.url === '/health/ready') return res.end('{"status":"ok"}');
      res.setHeader('content-type', 'application/json');
      res.end('{"success":true}');
    });
    ({ app, base } = await startGateway({
      CATALOG_URL: catalog.url,
      IDENTITY_URL: identity.url,
      ORDER_URL: identity.url,
      ANALYTICS_URL: identity.url,
      BODY_LIMIT_KB: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '1',
      UPSTREAM_TIMEOUT_MS: '300',
    }));
  });

  afterAll(async () => {
    await app.close();
    await Promise.all([catalog.close(), identity.close()]);
  });

  it('are on the answers relayed from a service', async () => {
    const res = await fetch(`${base}/api/product`);
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
  });

  it('are on the health answers', async () => {
    for (const path of ['/health', '/health/live', '/health/ready']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(200);
      expectSecurityHeaders(res);
    }
  });

  it.each([
    [404, () => fetch(`${base}/api/nothing-here`)],
    [
      413,
      () =>
        fetch(`${base}/api/order/place`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ address: 'x'.repeat(4096) }),
        }),
    ],
    [504, () => fetch(`${base}/api/product/hang`)],
  ])('are on the gateway’s own %s answer', async (status, send) => {
    const res = await send();
    expect(res.status).toBe(status);
    expectSecurityHeaders(res);
  });

  it('are on a 429 from the sign-in limit', async () => {
    await fetch(`${base}/api/user/login`, { method: 'POST' });
    const res = await fetch(`${base}/api/user/login`, { method: 'POST' });
    expect(res.status).toBe(429);
    expectSecurityHeaders(res);
  });

  it('let the shop on another origin show product images, however the path is spelled', async () => {
    for (const path of ['/uploads/boot.webp', '/UPLOADS/boot.webp']) {
      const res = await fetch(`${base}${path}`, { headers: { origin: SHOP_ORIGIN } });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(IMAGE);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("let the shop's pages read the answer to a tracking beacon, and nothing else of the API", async () => {
    const beacon = await fetch(`${base}/api/realtime-analytics/track`, {
      method: 'POST',
      headers: { origin: SHOP_ORIGIN, 'content-type': 'text/plain;charset=UTF-8' },
      body: '{}',
    });
    expect(beacon.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const other = await fetch(`${base}/api/realtime-analytics/active`, {
      headers: { origin: SHOP_ORIGIN },
    });
    expect(other.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('keep CORS working: the preflight, and the request id exposed to the shop', async () => {
    const preflight = await fetch(`${base}/api/order/place`, {
      method: 'OPTIONS',
      headers: {
        origin: SHOP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'token,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('token');

    const res = await fetch(`${base}/api/product`, { headers: { origin: SHOP_ORIGIN } });
    expect(res.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
    expect(res.headers.get('access-control-expose-headers')).toContain('x-request-id');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('never ask for https over plain http, whatever X-Forwarded-Proto claims without TRUST_PROXY', async () => {
    const res = await fetch(`${base}/api/product`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('gateway behind a TLS-terminating load balancer (TRUST_PROXY=1)', () => {
  let catalog: Loopback;
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    catalog = await startLoopback((_req, res) => res.end('{"success":true}'));
    ({ app, base } = await startGateway({ CATALOG_URL: catalog.url, TRUST_PROXY: '1' }));
  });
  afterAll(async () => {
    await app.close();
    await catalog.close();
  });

  it('asks browsers to keep to https when the request came over https', async () => {
    const res = await fetch(`${base}/api/product`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const missing = await fetch(`${base}/api/nothing-here`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('does not when the load balancer says the request came over http', async () => {
    for (const headers of [{ 'x-forwarded-proto': 'http' }, {}] as Record<string, string>[]) {
      const res = await fetch(`${base}/api/product`, { headers });
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });
});
