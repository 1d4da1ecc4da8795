import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type RequestListener,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadGatewayConfig } from '../config';
import { createGateway } from '../create-gateway';

export interface Loopback {
  url: string;
  close(): Promise<void>;
}

/** A stand-in service on a loopback port (a free one unless given), answering with `handler`. */
export async function startLoopback(handler: RequestListener, port = 0): Promise<Loopback> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port where nothing listens: a service that is down. */
export const CLOSED_PORT_URL = 'http://127.0.0.1:9';

/** The gateway on a free loopback port, with the given settings over quiet defaults. */
export async function startGateway(
  env: Record<string, string>,
): Promise<{ app: NestFastifyApplication; base: string }> {
  const app = await createGateway(
    loadGatewayConfig({
      IDENTITY_URL: CLOSED_PORT_URL,
      CATALOG_URL: CLOSED_PORT_URL,
      ORDER_URL: CLOSED_PORT_URL,
      ANALYTICS_URL: CLOSED_PORT_URL,
      LOG_LEVEL: 'fatal',
      // Off unless a test is about it: answers are kept only while NATS is heard.
      EDGE_CACHE: 'false',
      ...env,
    }),
  );
  await app.listen(0, '127.0.0.1');
  return { app, base: (await app.getUrl()).replace('[::1]', '127.0.0.1') };
}

export interface RawAnswer {
  /** 0 when the connection closed before any answer. */
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they travelled, still encoded. */
  body: Buffer;
  /** False when the connection closed before the answer was complete. */
  complete: boolean;
}

/** GET without any decoding (fetch would decompress on its own), noting a cut-off answer. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      const done = (complete: boolean) =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          complete,
        });
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(res.complete));
      res.on('error', () => done(false));
      res.on('aborted', () => done(false));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') return reject(error);
      resolve({ status: 0, headers: {}, body: Buffer.alloc(0), complete: false });
    });
    req.end();
  });
}
