import { trace } from '@opentelemetry/api';
import { capturingLogger } from '../../testing/log-capture';
import { useRecordedSpans } from './recorded-spans.fixture';

useRecordedSpans();

describe('log lines and traces', () => {
  it('carry the trace and span ids of the span active where a line is written, and none elsewhere', () => {
    const { logger, lines } = capturingLogger('order');
    const span = trace.getTracer('test').startActiveSpan('POST /api/order/place', (active) => {
      logger.warn('stock running low');
      active.end();
      return active.spanContext();
    });
    logger.warn('after the request');

    expect(lines[0]).toMatchObject({
      msg: 'stock running low',
      trace_id: span.traceId,
      span_id: span.spanId,
    });
    expect(lines[1]).not.toHaveProperty('trace_id');
    expect(lines[1]).not.toHaveProperty('span_id');
  });
});
