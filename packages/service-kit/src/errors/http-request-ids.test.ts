import { useThingsApp } from './http-behaviour.fixture';

describe('service app HTTP behaviour: request ids', () => {
  const things = useThingsApp();

  it('echoes the caller’s request id', async () => {
    const res = await things.http.get('/things').set('x-request-id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('logs each request at debug level with its status, duration and request id', async () => {
    await things.http.get('/things/missing/7').set('x-request-id', 'log-me');
    const entry = things.logLines.find(
      (logged) => logged.msg === 'request' && logged.requestId === 'log-me',
    );
    expect(entry).toMatchObject({
      level: 'debug',
      service: 'things',
      method: 'GET',
      path: '/things/missing/7',
      status: 404,
      durationMs: expect.any(Number),
    });
  });

  it('makes one when the caller sends none', async () => {
    const res = await things.http.get('/things');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
