import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSpaServer, stopScript } from './processes';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in gateway: a real HTTP server that says what it was sent. */
function startUpstream(): Promise<{ server: Server; url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url === '/api/realtime-analytics/stream') {
        // An event stream: the first event now, the rest much later.
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write('event: snapshot\ndata: {"visitors":3}\n\n');
        const later = setTimeout(() => res.end('data: bye\n\n'), 30000);
        res.on('close', () => clearTimeout(later));
        return;
      }
      res.writeHead(req.url?.startsWith('/api/missing') ? 404 : 201, {
        'content-type': 'application/json',
        'x-request-id': 'req-1',
        'set-cookie': ['a=1', 'b=2'],
        connection: 'keep-alive, x-hop',
        'x-hop': 'this connection only',
      });
      res.end(JSON.stringify({ success: true, echo: body }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        seen,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      }),
    ),
  );
}

/** The first chunk of an answer, resolved without waiting for its end. */
function firstChunk(url: string): Promise<{ res: IncomingMessage; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, (res) => {
      res.once('data', (chunk: Buffer) => {
        resolve({ res, text: chunk.toString() });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe("the shell's server passes /api and /uploads on to the gateway", () => {
  let dir: string;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let shell: ChildProcess;
  let base: string;
  const upstreamFile = () => path.join(dir, 'api-upstream');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'proxy-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), '<!doctype html><title>shop</title>');
    upstream = await startUpstream();
    ({ child: shell, base } = await startSpaServer(path.join(dir, 'dist'), [
      '--api-upstream-file',
      upstreamFile(),
    ]));
  });

  afterAll(async () => {
    await stopScript(shell);
    await new Promise((resolve) => upstream.server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 502 while the gateway is not known, and pages as before', async () => {
    const res = await fetch(`${base}/api/products`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ success: false, message: 'Cannot connect to server' });
    expect((await fetch(`${base}/collection`)).status).toBe(200);
  });

  it('keeps the method, path, query, headers, body and status, both ways', async () => {
    writeFileSync(upstreamFile(), `${upstream.url}\n`);
    const res = await fetch(`${base}/api/order?page=2`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        token: 'abc',
        'x-forwarded-for': '203.0.113.9',
      },
      body: JSON.stringify({ status: 'shipped' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-request-id')).toBe('req-1');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(res.headers.get('x-hop')).toBeNull();
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await res.json()).toEqual({ success: true, echo: '{"status":"shipped"}' });

    const sent = upstream.seen.at(-1)!;
    expect(sent).toMatchObject({ method: 'PATCH', url: '/api/order?page=2' });
    expect(sent.headers.token).toBe('abc');
    expect(sent.body).toBe('{"status":"shipped"}');
    // The client's address added after what came before it; the gateway decides whom to believe.
    expect(sent.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(sent.headers['x-forwarded-host']).toBe(new URL(base).host);
    expect(sent.headers['x-forwarded-proto']).toBe('http');
  });

  it('passes error statuses and /uploads on, and leaves look-alike paths to the files', async () => {
    expect((await fetch(`${base}/api/missing`)).status).toBe(404);
    expect((await fetch(`${base}/uploads/products/a.webp`)).status).toBe(201);
    expect(upstream.seen.at(-1)!.url).toBe('/uploads/products/a.webp');
    const before = upstream.seen.length;
    const apiary = await fetch(`${base}/apiary`);
    expect(await apiary.text()).toContain('<title>shop</title>');
    expect(upstream.seen.length).toBe(before);
  });

  it('streams server-sent events as they come, without waiting for the end', async () => {
    const started = Date.now();
    const { res, text } = await firstChunk(`${base}/api/realtime-analytics/stream`);
    expect(res.headers['content-type']).toBe('text/event-stream');
    expect(text).toContain('event: snapshot');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers 502 when the gateway is down', async () => {
    writeFileSync(upstreamFile(), 'http://127.0.0.1:1\n');
    const res = await fetch(`${base}/api/products`, { method: 'POST', body: 'x' });
    expect(res.status).toBe(502);
  });
});
