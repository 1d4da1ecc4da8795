import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadGatewayConfig } from './config';
import { createGateway } from './create-gateway';

type Seen = { method?: string; url?: string; requestId?: string };

/** A service on loopback that answers like ours do: JSON envelopes. */
async function startService(name: string, seen: Seen[]): Promise<{ url: string; server: Server }> {
  const server = createServer((req: IncomingMessage, res) => {
    seen.push({
      method: req.method,
      url: req.url,
      requestId: req.headers['x-request-id'] as string,
    });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ success: true, data: { service: name, url: req.url } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const closedPort = 'http://127.0.0.1:9';

describe('gateway', () => {
  const seen: Seen[] = [];
  let catalog: { url: string; server: Server };
  let identity: { url: string; server: Server };
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    catalog = await startService('catalog', seen);
    identity = await startService('identity', seen);
    const config = loadGatewayConfig({
      CATALOG_URL: catalog.url,
      IDENTITY_URL: identity.url,
      ORDER_URL: closedPort,
      ANALYTICS_URL: closedPort,
      BODY_LIMIT_KB: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
      LOG_LEVEL: 'error',
    });
    app = await createGateway(config);
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });

  afterAll(async () => {
    await app.close();
    catalog.server.close();
    identity.server.close();
  });

  it('routes product calls to the catalog service and keeps the path', async () => {
    const res = await fetch(`${base}/api/product/abc?x=1`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      data: { service: 'catalog', url: '/api/product/abc?x=1' },
    });
  });

  it('passes a request id to the service and echoes it to the caller', async () => {
    const res = await fetch(`${base}/api/user/profile`, { headers: { 'x-request-id': 'req-42' } });
    expect(res.headers.get('x-request-id')).toBe('req-42');
    expect(seen.at(-1)).toMatchObject({ url: '/api/user/profile', requestId: 'req-42' });
  });

  it('answers 503 with a message when the service is unreachable', async () => {
    const res = await fetch(`${base}/api/order/userorders`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      success: false,
      message: 'Order service is unavailable. Please try again later.',
    });
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await fetch(`${base}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(4096) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Request body too large');
  });

  it('refuses a streamed body that declares no length with 411', async () => {
    const res = await fetch(`${base}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"name":"x"}'));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(411);
    expect((await res.json()).message).toBe('Request body must declare its length');
  });

  it('replaces a request id that does not look like one', async () => {
    const res = await fetch(`${base}/api/product/abc`, { headers: { 'x-request-id': 'bad id!' } });
    const id = res.headers.get('x-request-id');
    expect(id).not.toBe('bad id!');
    expect(seen.at(-1)?.requestId).toBe(id);
  });

  it('rate limits sign-in attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${base}/api/user/login`, { method: 'POST' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('allows the shop origin through CORS', async () => {
    const res = await fetch(`${base}/api/product`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4300',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'token,content-type',
      },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4300');
    expect(res.headers.get('access-control-allow-headers')).toContain('token');
    expect(res.headers.get('access-control-allow-headers')).toContain('if-match');
  });

  it.each(['PUT', 'DELETE', 'PATCH'])(
    'lets the shop send %s (measurements are updated and deleted from the browser)',
    async (method) => {
      const res = await fetch(`${base}/api/measurements`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:4300',
          'access-control-request-method': method,
          'access-control-request-headers': 'token,content-type',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-methods')?.split(/,\s*/)).toContain(method);
    },
  );

  it('answers unknown paths with a 404 envelope', async () => {
    const res = await fetch(`${base}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Not found' });
  });
});
