import {
  context,
  propagation,
  ROOT_CONTEXT,
  type Context,
  type TextMapGetter,
  type TextMapSetter,
} from '@opentelemetry/api';
import { headers as natsHeaders, type MsgHdrs } from 'nats';

/** What the propagator writes: W3C `traceparent` and `tracestate` by default (OTEL_PROPAGATORS). */
export type TraceCarrier = Record<string, string>;

const fromNatsHeaders: TextMapGetter<MsgHdrs | undefined> = {
  keys: (headers) => headers?.keys() ?? [],
  get: (headers, key) => (headers?.has(key) ? headers.get(key) : undefined),
};

const intoNatsHeaders: TextMapSetter<MsgHdrs> = {
  set: (headers, key, value) => headers.set(key, value),
};

/** The current trace context as the propagator writes it; empty while none is active. */
export function currentTraceCarrier(active: Context = context.active()): TraceCarrier {
  const carrier: TraceCarrier = {};
  propagation.inject(active, carrier);
  return carrier;
}

/** A context carried in a stored carrier (an outbox row's), on no other. */
export function contextOfCarrier(carrier: TraceCarrier | null | undefined): Context {
  return carrier ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
}

/**
 * The message's headers with the current trace context added; the same headers (undefined
 * included) when there is none to carry, so an untraced process sends what it always sent.
 */
export function withTraceHeaders(
  headers: MsgHdrs | undefined,
  active: Context = context.active(),
): MsgHdrs | undefined {
  const carrier = currentTraceCarrier(active);
  const entries = Object.entries(carrier);
  if (entries.length === 0) return headers;
  const carrying = headers ?? natsHeaders();
  for (const [key, value] of entries) intoNatsHeaders.set(carrying, key, value);
  return carrying;
}

/**
 * The context a received message carries, on no other: a delivery handled among others (a
 * consumer's lane, a request-reply subscription) belongs to its sender's trace alone.
 */
export function contextOfMessage(headers: MsgHdrs | undefined): Context {
  return propagation.extract(ROOT_CONTEXT, headers, fromNatsHeaders);
}
