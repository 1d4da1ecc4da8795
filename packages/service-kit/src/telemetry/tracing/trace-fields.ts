import { isSpanContextValid, trace } from '@opentelemetry/api';

/**
 * `trace_id` and `span_id` of the span active where a log line is written, so a line can be
 * found from its trace and the other way round; nothing while none is (tracing off included).
 */
export function traceFields(): Record<string, string> {
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (!spanContext || !isSpanContextValid(spanContext)) return {};
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}
