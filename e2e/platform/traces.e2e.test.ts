import { verifiedShopper } from '../support/accounts';
import {
  SPAN_KIND,
  startOtlpReceiver,
  type OtlpReceiver,
  type ReceivedSpan,
} from '../support/otlp-receiver';
import { startTestPlatform, type TestPlatform } from '../support/test-platform';
import { adminLogin, eventually, placeOrder, stockSlots } from './shop-calls';

jest.setTimeout(180_000);

/** Every durable consumer that hears of an order placed, by service. */
const ORDER_PLACED_CONSUMERS = [
  ['catalog', 'catalog-order-stock'],
  ['identity', 'identity-customer-orders'],
  ['identity', 'identity-order-mails'],
  ['analytics', 'analytics-orders'],
] as const;

/** The durable consumer a consumer span was delivered to. */
const groupOf = (span: ReceivedSpan) => span.attributes['messaging.consumer.group.name'];

/**
 * The one span of `service` in `trace` matching `name` and `kind` (and, for a consumer,
 * its durable consumer's `group`), or a failure listing all.
 */
function spanIn(
  trace: ReceivedSpan[],
  service: string,
  name: string | RegExp,
  kind: number,
  group?: string,
): ReceivedSpan {
  const found = trace.filter(
    (span) =>
      span.service === service &&
      span.kind === kind &&
      (typeof name === 'string' ? span.name === name : name.test(span.name)) &&
      (group === undefined || groupOf(span) === group),
  );
  if (found.length !== 1) {
    const all = trace
      .map((span) => `${span.service} ${span.kind} ${span.name} ${groupOf(span) ?? ''}`)
      .join('\n  ');
    throw new Error(
      `${found.length} spans of ${service} ${group ?? ''} named ${String(name)} in:\n  ${all}`,
    );
  }
  return found[0];
}

describe('traces', () => {
  let receiver: OtlpReceiver;
  let platform: TestPlatform;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    platform = await startTestPlatform({
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        // Spans leave in batches every 200 ms rather than every 5 s.
        OTEL_BSP_SCHEDULE_DELAY: '200',
      },
    });
  }, 150_000);

  afterAll(async () => {
    await platform?.close();
    await receiver?.close();
  });

  it('follow one cash-on-delivery checkout in one trace from the gateway to every consumer of its order', async () => {
    const admin = await adminLogin(platform);
    const shopper = await verifiedShopper(platform, {
      name: 'Traced Shopper',
      // Its own address on each try: a run once more on CI signs up again.
      email: `traced-shopper-${Date.now()}@example.com`,
      password: 'Traced-shopper-2026',
    });
    const [slot] = await stockSlots(platform, admin, 1);
    const placing = await placeOrder(platform, shopper.token, slot);
    if (!('order' in placing)) throw new Error(`the order was not placed: ${placing.gaveUp}`);

    await eventually(async () => {
      const placed = receiver.spans.find(
        (span) => span.service === 'order' && span.name === 'POST /api/order/place',
      );
      if (!placed) throw new Error('the order service sent no span of the checkout');
      const trace = receiver.spans.filter((span) => span.traceId === placed.traceId);
      const inTrace = new Set(trace.map((span) => span.spanId));

      // The gateway's request, and its call to the order service with the trace in traceparent.
      const arrived = spanIn(trace, 'gateway', 'POST /api/order/*', SPAN_KIND.server);
      expect(arrived.parentSpanId).toBeUndefined();
      const proxied = spanIn(trace, 'gateway', 'POST', SPAN_KIND.client);
      expect(proxied.parentSpanId).toBe(arrived.spanId);
      expect(placed.kind).toBe(SPAN_KIND.server);
      expect(placed.parentSpanId).toBe(proxied.spanId);

      // The stock asked of the catalog over request-reply, answered under the asker's span.
      const asked = spanIn(trace, 'order', /^send rpc\.catalog\.stock\./, SPAN_KIND.client);
      const pattern = asked.name.slice('send '.length);
      const answered = spanIn(trace, 'catalog', `process ${pattern}`, SPAN_KIND.server);
      expect(answered.parentSpanId).toBe(asked.spanId);
      expect(answered.attributes['messaging.system']).toBe('nats');

      // The outbox row kept the checkout's context: the relay published under it.
      const published = spanIn(trace, 'order', 'publish order.placed', SPAN_KIND.producer);
      expect(inTrace).toContain(published.parentSpanId);

      for (const [service, group] of ORDER_PLACED_CONSUMERS) {
        const processed = spanIn(trace, service, 'process order.placed', SPAN_KIND.consumer, group);
        expect(processed.parentSpanId).toBe(published.spanId);
        expect(processed.attributes['shop.event.outcome']).toBe('handled');
      }
    }, 30_000);
  });
});
