import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useThingsApp } from './http-behaviour.fixture';

describe('service app HTTP behaviour: errors', () => {
  const things = useThingsApp();

  it('keeps the status and message of an HttpException', async () => {
    const res = await things.http.get('/things/missing/42');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Thing 42 not found' });
  });

  it('shapes unknown routes the same way', async () => {
    const res = await things.http.get('/nowhere');
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  it('answers an unexpected error with a bare 500 and no internals', async () => {
    const res = await things.http.get('/things/broken');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: 'Internal server error' });
    expect(JSON.stringify(res.body)).not.toContain('postgres');
    const logged = things.logLines.find((entry) => entry.level === 'error');
    expect(logged).toMatchObject({ service: 'things', msg: expect.stringContaining('leaked') });
    expect(logged?.stack).toContain('ThingsController.broken');
    expect(logged?.requestId).toBeDefined();
  });

  it('cuts the connection when an answer fails after it began, so it never looks complete', async () => {
    const server = things.app.getHttpServer();
    if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const outcome = await new Promise<{ status?: number; complete: boolean }>((resolve) => {
      httpGet(`http://127.0.0.1:${port}/things/half-written`, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, complete: res.complete }));
        res.on('error', () => resolve({ status: res.statusCode, complete: false }));
        res.on('close', () => resolve({ status: res.statusCode, complete: res.complete }));
      }).on('error', () => resolve({ complete: false }));
    });
    expect(outcome).toMatchObject({ complete: false });
  });
});
