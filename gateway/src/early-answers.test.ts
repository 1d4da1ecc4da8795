import { connect } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ERROR_MESSAGES } from '@shop/service-kit';
import { asSeen, upload, type UploadOutcome } from '@shop/service-kit/testing';
import { startGateway, startLoopback, type Loopback } from './testing/loopback';
import { unavailableMessage } from './proxy/upstream-answer';

const MB = 1024 * 1024;
const TRIES = 10;
const photo = Buffer.alloc(6 * MB, 'leather');
const headers = { 'Content-Type': 'image/jpeg' };

/** After the answer the connection is closed with a FIN or kept for the next request. */
const LEFT_IN_ORDER = expect.stringMatching(/^(closed|reused)$/);

async function tries(send: () => Promise<UploadOutcome>) {
  const outcomes = [];
  for (let i = 0; i < TRIES; i++) outcomes.push(asSeen(await send()));
  return outcomes;
}

describe('answers the gateway gives before an upload has arrived', () => {
  let catalog: Loopback;
  const running: NestFastifyApplication[] = [];
  const stopLater: Loopback[] = [];

  beforeAll(async () => {
    // Takes every upload whole, as the catalog does an admin's.
    catalog = await startLoopback((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end('{}'));
    });
  });

  afterAll(async () => {
    await Promise.all(running.map((app) => app.close()));
    await Promise.all(stopLater.map((standIn) => standIn.close()));
    await catalog?.close();
  });

  async function gateway(env: Record<string, string>): Promise<string> {
    const { app, base } = await startGateway(env);
    running.push(app);
    return base;
  }

  it('reach a client over the rate limit as 429', async () => {
    const base = await gateway({ CATALOG_URL: catalog.url, RATE_LIMIT_PER_MINUTE: '1' });
    await fetch(`${base}/api/product`);
    const outcomes = await tries(() =>
      upload(base, { path: '/api/product', headers, body: photo }),
    );
    expect(outcomes).toEqual(
      Array(TRIES).fill({
        status: 429,
        message: ERROR_MESSAGES.tooManyRequests,
        errors: [],
        afterwards: LEFT_IN_ORDER,
      }),
    );
  });

  it('reach a client uploading to a service that is down as 503', async () => {
    const base = await gateway({});
    const outcomes = await tries(() =>
      upload(base, { path: '/api/product', headers, body: photo }),
    );
    expect(outcomes).toEqual(
      Array(TRIES).fill({
        status: 503,
        message: unavailableMessage('catalog'),
        errors: [],
        afterwards: LEFT_IN_ORDER,
      }),
    );
  });

  it('take no more of a refused body than the upload limit: a client sending on is cut off', async () => {
    const base = await gateway({ CATALOG_URL: catalog.url, UPLOAD_BODY_LIMIT_MB: '1' });
    const huge = Buffer.alloc(64 * MB, 'leather');
    const outcome = await upload(base, { path: '/api/product', headers, body: huge });
    expect(outcome.answer?.status).toBe(413);
    expect(outcome.errors).not.toEqual([]);
    // What the kernel's buffers hold on both sides comes on top of the megabyte read.
    expect(outcome.sent).toBeLessThan(16 * MB);
  });

  it('leave no request behind at the service when the client goes away mid-upload', async () => {
    let settle: (cutShort: boolean) => void = () => undefined;
    const cutShort = new Promise<boolean>((resolve) => (settle = resolve));
    const service = await startLoopback((req) => {
      req.resume();
      req.on('close', () => settle(!req.complete));
    });
    stopLater.push(service);
    const { hostname, port } = new URL(await gateway({ CATALOG_URL: service.url }));
    const socket = connect(Number(port), hostname);
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/product HTTP/1.1\r\nHost: shop\r\nContent-Type: image/jpeg\r\n' +
        `Content-Length: ${photo.length}\r\n\r\n`,
    );
    await new Promise((resolve) => socket.write(photo.subarray(0, MB), resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    expect(await cutShort).toBe(true);
  });

  it('still let an upload within the limit through whole', async () => {
    const base = await gateway({ CATALOG_URL: catalog.url });
    const outcome = await upload(base, {
      method: 'POST',
      path: '/api/product',
      headers,
      body: photo,
    });
    expect(asSeen(outcome)).toEqual({
      status: 201,
      message: undefined,
      errors: [],
      afterwards: 'reused',
    });
  });
});
