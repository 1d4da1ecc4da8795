import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { eventually } from '@shop/service-kit/testing';
import { startGateway, startLoopback, type Loopback } from './testing/loopback';

const REQUEST_TIMEOUT_MS = 1500;
const HEADERS_TIMEOUT_MS = 1000;
/** Each timeout is checked about once a second, so a socket may outlive it by that much. */
const CLOSED_WITHIN_MS = 3000;

/** Opens a socket to the gateway, writes `first`, then each of `dribble` 200 ms apart. */
function slowClient(base: string, first: string, dribble: string[] = []) {
  const { hostname, port } = new URL(base);
  const socket: Socket = connect(Number(port), hostname, () => socket.write(first));
  const received: Buffer[] = [];
  const timer = setInterval(() => {
    const next = dribble.shift();
    if (next !== undefined && socket.writable) socket.write(next);
  }, 200);
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  socket.on('error', () => undefined);
  const openedAt = Date.now();
  const closed = new Promise<{ afterMs: number; answer: string }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - openedAt, answer: Buffer.concat(received).toString() });
    }),
  );
  return {
    /** When the gateway closed the socket, or null if it was still open after `withinMs`. */
    closedWithin: (withinMs: number) => {
      let deadline: NodeJS.Timeout | undefined;
      return Promise.race([
        closed,
        new Promise<null>((resolve) => (deadline = setTimeout(() => resolve(null), withinMs))),
      ]).finally(() => {
        clearTimeout(deadline);
        clearInterval(timer);
        socket.destroy();
      });
    },
  };
}

describe('clients that send slowly', () => {
  /** The sockets of the requests the stand-in catalogue received. */
  const received: Socket[] = [];
  let catalog: Loopback;
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    // Reads the whole body before answering, as an upload does.
    catalog = await startLoopback((req, res) => {
      received.push(req.socket);
      req.resume();
      req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end('{}'));
    });
    ({ app, base } = await startGateway({
      CATALOG_URL: catalog.url,
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      // Shorter than the request timeout: it must not count while a body is on its way.
      UPSTREAM_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS / 2),
    }));
  });

  /** The connections the gateway holds open. */
  const openConnections = () =>
    new Promise<number>((resolve, reject) =>
      (app.getHttpServer() as Server).getConnections((error, count) =>
        error ? reject(error) : resolve(count),
      ),
    );

  afterAll(async () => {
    await app?.close();
    await catalog?.close();
  });

  it('are cut off with 408 when a body trickles in past the request timeout, and the service’s request with them', async () => {
    const client = slowClient(
      base,
      'POST /api/product HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n',
      Array.from({ length: 100 }, () => ' '),
    );
    const closed = await client.closedWithin(REQUEST_TIMEOUT_MS + CLOSED_WITHIN_MS);
    expect(closed).not.toBeNull();
    expect(closed!.afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(closed!.answer).toMatch(/^HTTP\/1\.1 408 /);
    await eventually(
      () => expect(received.every((socket) => socket.destroyed)).toBe(true),
      CLOSED_WITHIN_MS,
    );
  });

  it('are let go at the request timeout when they stop sending after a refusal and stay', async () => {
    const { hostname, port } = new URL(base);
    // Half-open: it keeps its own side open when the gateway closes its side after the answer.
    const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true }, () =>
      socket.write(
        'PUT /api/product/x HTTP/1.1\r\nHost: shop\r\nContent-Type: image/jpeg\r\n' +
          `Content-Length: ${100 * 1024 * 1024}\r\n\r\n${'x'.repeat(1000)}`,
      ),
    );
    socket.on('error', () => undefined);
    const openedAt = Date.now();
    const answer = await new Promise<string>((resolve) =>
      socket.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    try {
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(await openConnections()).toBe(1);
      const deadline = openedAt + REQUEST_TIMEOUT_MS + CLOSED_WITHIN_MS;
      while ((await openConnections()) > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await openConnections()).toBe(0);
      expect(Date.now() - openedAt).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    } finally {
      socket.destroy();
    }
  });

  it('are closed when the headers stall past the headers timeout', async () => {
    const client = slowClient(base, 'GET /api/product HTTP/1.1\r\nHost: sh');
    const closed = await client.closedWithin(HEADERS_TIMEOUT_MS + CLOSED_WITHIN_MS);
    expect(closed).not.toBeNull();
    expect(closed!.afterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
  });
});
