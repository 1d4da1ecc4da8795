import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startServiceApp, type ServiceAppUnderTest } from '@shop/service-kit/testing';
import { AppModule as IdentityModule } from '../../services/identity/src/app.module';
import { loadIdentityConfig, type IdentityConfig } from '../../services/identity/src/config';
import {
  startCatalogApp,
  type CatalogTestApp,
} from '../../services/catalog/src/testing/start-catalog-app';
import { startGateway } from './testing/loopback';
import { sendRaw } from './testing/raw-http';

// The real catalog and identity services (databases, NATS) behind the gateway.
jest.setTimeout(60_000);

const AUTH_LIMIT = 3;

async function listen(app: { listen(port: number, host: string): Promise<unknown> }) {
  await app.listen(0, '127.0.0.1');
}

function urlOf(service: { app: INestApplication }): string {
  const { port } = service.app.getHttpServer().address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

/** One request on a connection of its own, as node's client sends it. */
function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const failure = (message: string) => ({ success: false, message });

describe('gateway refuses bad requests in the shop’s envelope', () => {
  let catalog: CatalogTestApp;
  let identity: ServiceAppUnderTest<IdentityConfig>;
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    [catalog, identity] = await Promise.all([
      startCatalogApp(),
      startServiceApp({
        service: 'identity',
        loadConfig: loadIdentityConfig,
        appModule: IdentityModule,
      }),
    ]);
    await Promise.all([listen(catalog.app), listen(identity.app)]);
    ({ app, base } = await startGateway({
      CATALOG_URL: urlOf(catalog),
      IDENTITY_URL: urlOf(identity),
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
    }));
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([catalog?.stop(), identity?.stop()]);
  });

  it('relays a request that expects 100-continue instead of calling the service unavailable', async () => {
    const res = await get(`${base}/api/product`, { expect: '100-continue' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ success: true, data: [] });
  });

  it('closes the connection when the caller asks, whatever the service said about its own', async () => {
    const res = await get(`${base}/api/product`, { connection: 'close' });
    expect(res.status).toBe(200);
    expect(res.headers.connection).toBe('close');
    expect(res.headers['keep-alive']).toBeUndefined();
  });

  it.each([
    '/api/product/../user/profile',
    '/uploads/%2e%2e/%2e%2e/etc/passwd',
    '/uploads/..%2F.env',
    // Resolved only after routing, these reached sign-in by a route without its rate limit.
    '/api/user/./login',
    '/api/user/x\\..\\login',
    '/api/user/x/%2E%2E/login',
  ])('answers 400 for a path with dot segments: %s', async (path) => {
    const res = await sendRaw(
      base,
      `POST ${path} HTTP/1.1\r\nHost: shop\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(failure('Invalid request path'));
  });

  it('answers 400 for a path that is not valid percent-encoding', async () => {
    const res = await sendRaw(
      base,
      `GET /api/product/% HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(failure('Malformed request URL'));
  });

  it.each([
    ['a length that is not a number', 'Content-Length: abc\r\n'],
    ['both a length and chunks', 'Content-Length: 2\r\nTransfer-Encoding: chunked\r\n'],
    ['a header line without a colon', 'Not a header\r\n'],
  ])('answers 400 for a request with %s', async (_, header) => {
    const res = await sendRaw(base, `POST /api/product HTTP/1.1\r\nHost: shop\r\n${header}\r\n`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(failure('Malformed request'));
  });

  it('answers 431 for headers over the size limit', async () => {
    const big = 'x'.repeat(20_000);
    const res = await sendRaw(
      base,
      `GET /api/product HTTP/1.1\r\nHost: shop\r\nX-Big: ${big}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual(failure('Request headers too large'));
  });

  it('relays a body holding a lone surrogate, which the service refuses with 400, not 500', async () => {
    const res = await fetch(`${base}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"\\ud800","email":"lone@example.com","password":"Secret123"}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(failure('name: must be well-formed Unicode text'));
  });

  it('answers a plain OPTIONS request without an error', async () => {
    const res = await sendRaw(
      base,
      `OPTIONS /api/product HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(204);
  });

  it('rate limits sign-in however the path is spelled, answering in the envelope', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    // The services read all of these as the sign-in path.
    for (const path of [
      '/api/user/login',
      '/api/user/login/',
      '/api/user/LOGIN',
      '/api/user/Login/',
      '/API/USER/LOGIN',
    ]) {
      last = await fetch(`${base}${path}`, { method: 'POST' });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, AUTH_LIMIT)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    expect(await last?.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many attempts/),
    });
  });
});
