import { currentTraceCarrier, type TraceCarrier } from './nats-trace-headers';

/**
 * The trace context of the transaction writing an outbox row, stored with the row so that the
 * relay, publishing later and from no request, publishes the event as part of that trace. Null
 * when no span is active (tracing off, or work outside any request).
 */
export function outboxTraceContext(): TraceCarrier | null {
  const carrier = currentTraceCarrier();
  return Object.keys(carrier).length > 0 ? carrier : null;
}
