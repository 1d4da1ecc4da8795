import {
  context,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import type { JsMsg, Msg, MsgHdrs } from 'nats';
import {
  contextOfCarrier,
  contextOfMessage,
  withTraceHeaders,
  type TraceCarrier,
} from './nats-trace-headers';

/**
 * The spans of the shop's messages over NATS, named and described by OpenTelemetry's messaging
 * conventions: `<operation> <subject>`, with the subject as the contracts name it, without the
 * platform's namespace (in the name and in `messaging.destination.name`), so that the spans of
 * two platforms read alike. Without a started SDK each is a no-op.
 */
const TRACER_NAME = '@shop/service-kit';

/** How each delivery of a durable consumer ended that asks for someone's attention. */
const SETTLED_WELL = new Set(['handled', 'duplicate', 'skipped']);

/** The asker's side of a request-reply: `send rpc.catalog.stock.reserve`. */
export function traceRequest<T>(pattern: string, ask: () => Promise<T>) {
  return inSpan(
    `send ${pattern}`,
    SpanKind.CLIENT,
    messaging('send', 'send', pattern),
    context.active(),
    ask,
  );
}

/**
 * The answering side: `process rpc.catalog.stock.reserve`, a child of the asker's span whose
 * context came in the request's headers.
 */
export function traceAnswer<T>(msg: Msg, pattern: string, queue: string, answer: () => Promise<T>) {
  return inSpan(
    `process ${pattern}`,
    SpanKind.SERVER,
    {
      ...messaging('process', 'process', pattern),
      'messaging.consumer.group.name': queue,
      'messaging.message.body.size': msg.data.length,
    },
    contextOfMessage(msg.headers),
    answer,
  );
}

/**
 * The outbox relay's publish of one event: `publish order.placed`, a child of the context that
 * wrote the row (stored with it), whose own context goes with the message for its consumers.
 */
export function tracePublish<T>(
  event: { subject: string; id: string; traceContext: TraceCarrier | null },
  publish: (headers: MsgHdrs | undefined) => Promise<T>,
) {
  return inSpan(
    `publish ${event.subject}`,
    SpanKind.PRODUCER,
    { ...messaging('send', 'publish', event.subject), 'messaging.message.id': event.id },
    contextOfCarrier(event.traceContext),
    () => publish(withTraceHeaders(undefined)),
  );
}

/**
 * A durable consumer's handling of one delivery: `process order.placed`, a child of the publish
 * whose context came in the message's headers. A delivery sent back or dead-lettered is an error.
 */
export function traceDelivery<T extends { outcome: string }>(
  msg: JsMsg,
  subject: string,
  consumer: string,
  settle: () => Promise<T>,
) {
  return inSpan(
    `process ${subject}`,
    SpanKind.CONSUMER,
    {
      ...messaging('process', 'process', subject),
      'messaging.consumer.group.name': consumer,
      'messaging.message.body.size': msg.data.length,
      'messaging.nats.delivery_count': msg.info.deliveryCount,
    },
    contextOfMessage(msg.headers),
    async (span) => {
      const settled = await settle();
      span.setAttribute('shop.event.outcome', settled.outcome);
      if (!SETTLED_WELL.has(settled.outcome))
        span.setStatus({ code: SpanStatusCode.ERROR, message: settled.outcome });
      return settled;
    },
  );
}

/**
 * Runs work that serves no one request (a relay pass woken by one transaction's commit serves
 * every pending row) outside whatever trace was active when it was asked for.
 */
export function outsideAnyTrace<T>(work: () => T): T {
  return context.with(ROOT_CONTEXT, work);
}

function messaging(type: string, name: string, destination: string): Attributes {
  return {
    'messaging.system': 'nats',
    'messaging.operation.type': type,
    'messaging.operation.name': name,
    'messaging.destination.name': destination,
  };
}

function inSpan<T>(
  name: string,
  kind: SpanKind,
  attributes: Attributes,
  parent: Context,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return trace
    .getTracer(TRACER_NAME)
    .startActiveSpan(name, { kind, attributes }, parent, async (span) => {
      try {
        return await work(span);
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
        throw error;
      } finally {
        span.end();
      }
    });
}
