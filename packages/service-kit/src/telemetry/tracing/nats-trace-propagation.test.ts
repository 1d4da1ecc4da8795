import { SpanKind, trace, type SpanContext } from '@opentelemetry/api';
import { SUBJECTS } from '@shop/contracts';
import { connect, type MsgHdrs, type NatsConnection } from 'nats';
import type { INestApplication } from '@nestjs/common';
import { emitEvent } from '../../events/emit-event';
import { outbox } from '../../events/event-tables';
import { OutboxRelay } from '../../events/outbox-relay';
import { subscribeEvents, type EventSubscriptionHandle } from '../../events/subscribe-events';
import {
  orderPlaced,
  QUICK_RETRIES,
  recordingLogger,
  startEventsFixture,
  type EventsFixture,
} from '../../events/test-fixture';
import {
  boot,
  LOOKUP,
  lookup,
  startAsker,
  startResponder,
  type Responder,
} from '../../rpc/service-client.fixture';
import { ServiceClient } from '../../rpc/service-client';
import { eventually } from '../../testing/eventually';
import { useFixture } from '../../testing/use-fixture';
import { useRecordedSpans } from './recorded-spans.fixture';

const spans = useRecordedSpans();

/** Runs `work` as a request's handler runs: inside a span of its own, active throughout. */
async function inRequest(work: () => Promise<unknown>): Promise<SpanContext> {
  return trace.getTracer('test').startActiveSpan('POST /api/order/place', async (span) => {
    try {
      await work();
      return span.spanContext();
    } finally {
      span.end();
    }
  });
}

const traceparentOf = (span: SpanContext) => `00-${span.traceId}-${span.spanId}-01`;

describe('trace context over NATS', () => {
  const f = useFixture(
    async () => {
      const events = await startEventsFixture();
      const catalog = await startResponder(events.nats.url, 'first');
      await catalog.server.whenSubscribed();
      const order = await startAsker(events.nats.url, {});
      const listener = await connect({ servers: events.nats.url });
      return { events, catalog, order, listener };
    },
    async ({ events, catalog, order, listener }) => {
      await listener.close();
      await order.close();
      await catalog.app.close();
      await events.close();
    },
  ) as {
    events: EventsFixture;
    catalog: Responder;
    order: INestApplication;
    listener: NatsConnection;
  };

  it('sends the asking span in the request’s traceparent, and the answer is processed under it', async () => {
    const heard: Array<MsgHdrs | undefined> = [];
    const overhearing = f.listener.subscribe(LOOKUP, {
      callback: (_error, msg) => heard.push(msg.headers),
    });
    await f.listener.flush();

    const request = await inRequest(() =>
      f.order.get(ServiceClient).send(LOOKUP, lookup(boot._id)),
    );

    const asked = spans.named(`send ${LOOKUP}`);
    expect(asked.kind).toBe(SpanKind.CLIENT);
    expect(asked.parentSpanContext?.spanId).toBe(request.spanId);
    const answered = spans.named(`process ${LOOKUP}`);
    expect(answered.kind).toBe(SpanKind.SERVER);
    expect(answered.spanContext().traceId).toBe(request.traceId);
    expect(answered.parentSpanContext?.spanId).toBe(asked.spanContext().spanId);
    await eventually(() => expect(heard).toHaveLength(1));
    expect(heard[0]?.get('traceparent')).toBe(traceparentOf(asked.spanContext()));
    overhearing.unsubscribe();
  });

  it('keeps the writer’s context with the outbox row, publishes under it and processes the event under the publish', async () => {
    const { events } = f;
    const underway: Array<SpanContext | undefined> = [];
    let consumer: EventSubscriptionHandle | undefined;
    const relay = new OutboxRelay({
      db: events.db,
      js: events.js,
      serviceName: 'order',
      intervalMs: 50,
      logger: recordingLogger(),
    });
    try {
      consumer = await subscribeEvents({
        js: events.js,
        jsm: events.jsm,
        db: events.db,
        consumer: 'catalog-order-stock',
        subject: SUBJECTS.orderPlaced,
        handler: async () => void underway.push(trace.getActiveSpan()?.spanContext()),
        logger: recordingLogger(),
        ...QUICK_RETRIES,
      });
      const request = await inRequest(() =>
        events.db.transaction((tx) => emitEvent(tx, SUBJECTS.orderPlaced, orderPlaced())),
      );
      const [row] = await events.db.select().from(outbox);
      expect(row.traceContext).toMatchObject({ traceparent: traceparentOf(request) });

      relay.start();
      await eventually(() => expect(underway).toHaveLength(1));

      const published = spans.named('publish order.placed');
      expect(published.kind).toBe(SpanKind.PRODUCER);
      expect(published.parentSpanContext?.spanId).toBe(request.spanId);
      expect(published.attributes['messaging.message.id']).toBe(row.id);
      const processed = spans.named('process order.placed');
      expect(processed.kind).toBe(SpanKind.CONSUMER);
      expect(processed.spanContext().traceId).toBe(request.traceId);
      expect(processed.parentSpanContext?.spanId).toBe(published.spanContext().spanId);
      expect(processed.attributes).toMatchObject({
        'messaging.system': 'nats',
        'messaging.consumer.group.name': 'catalog-order-stock',
        'shop.event.outcome': 'handled',
      });
      // The handler runs inside the process span: what it emits or logs joins the trace.
      expect(underway[0]?.spanId).toBe(processed.spanContext().spanId);
    } finally {
      await relay.stop();
      await consumer?.stop();
    }
  });
});
