import { jsonFormatter, logFormat, prettyFormatter } from '../platform/log-format.cjs';

const TIME = '2025-03-04T10:11:12.000Z';
const clock = new Date(TIME).toTimeString().slice(0, 8);

/** How npm start shows a service's JSON log entry, written at TIME. */
const shown = (service: string, entry: Record<string, unknown>) =>
  prettyFormatter(service)(JSON.stringify({ time: TIME, service, ...entry }));

describe('what npm start prints', () => {
  it('is readable lines in a terminal and JSON lines elsewhere or when asked', () => {
    expect(logFormat({}, true)).toBe('pretty');
    expect(logFormat({}, false)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(() => logFormat({ LOG_FORMAT: 'xml' }, true)).toThrow(
      "LOG_FORMAT must be pretty or json, got 'xml'",
    );
  });

  it("shows a service's entry as time, service, level and message", () => {
    const entry = {
      level: 'info',
      msg: 'catalog listening on http://127.0.0.1:4412',
      address: 'http://127.0.0.1:4412',
    };
    expect(shown('catalog', entry)).toBe(
      `${clock} catalog     INFO  catalog listening on http://127.0.0.1:4412`,
    );
  });

  it('shows a request as one line with method, path, status and duration', () => {
    const entry = {
      level: 'debug',
      msg: 'request',
      requestId: 'r-1',
      method: 'GET',
      path: '/api/order/mine',
      status: 200,
      durationMs: 3.4,
    };
    expect(shown('order', entry)).toBe(`${clock} order       DEBUG GET /api/order/mine 200 3.4 ms`);
  });

  it("folds the gateway's two request lines into one", () => {
    const show = prettyFormatter('gateway');
    const time = Date.parse(TIME);
    const incoming = {
      level: 30,
      time,
      pid: 1,
      hostname: 'h',
      reqId: 'a',
      req: { method: 'GET', url: '/api/product' },
      msg: 'incoming request',
    };
    const completed = {
      level: 30,
      time,
      reqId: 'a',
      res: { statusCode: 200 },
      responseTime: 12.7,
      msg: 'request completed',
    };
    expect(show(JSON.stringify(incoming))).toBeNull();
    expect(show(JSON.stringify(completed))).toBe(
      `${clock} gateway     DEBUG GET /api/product 200 13 ms`,
    );
  });

  it('keeps the fields and the stack of an error', () => {
    const entry = {
      level: 'error',
      msg: 'boom',
      context: 'HttpErrorFilter',
      subject: 'order.placed',
      stack: 'Error: boom\n    at handler (a.ts:1:1)',
    };
    expect(shown('identity', entry)).toBe(
      `${clock} identity    ERROR [HttpErrorFilter] boom  subject=order.placed\n${' '.repeat(27)}at handler (a.ts:1:1)`,
    );
  });

  it("shows nats-server's own lines with their time and level", () => {
    const show = prettyFormatter('nats');
    expect(show('[77] 2025/03/04 10:11:12.123456 [WRN] JetStream store low', 'stderr')).toBe(
      '10:11:12 nats        WARN  JetStream store low',
    );
  });

  it('passes JSON lines through and wraps plain text as JSON', () => {
    const json = jsonFormatter('shell');
    const entry = '{"time":"x","level":"info","service":"order","msg":"hi"}';
    expect(json(entry)).toBe(entry);
    expect(
      JSON.parse(json('[static-server] listening on http://localhost:4300') as string),
    ).toEqual({
      time: expect.any(String),
      level: 'info',
      service: 'shell',
      msg: '[static-server] listening on http://localhost:4300',
    });
  });
});
