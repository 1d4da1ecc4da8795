import type { JsMsg } from 'nats';
import { Counter, Gauge, Histogram } from 'prom-client';
import type { Settled } from '../../events/handle-delivery';
import { metricsRegistry } from './metrics-registry';

/** How a delivery ended, in three words: done, to come again, given up on. */
type HandledOutcome = 'ok' | 'retried' | 'dead_lettered';

const OUTCOMES: Record<Settled['outcome'], HandledOutcome> = {
  handled: 'ok',
  duplicate: 'ok',
  skipped: 'ok',
  retrying: 'retried',
  'dead-lettered': 'dead_lettered',
  malformed: 'dead_lettered',
};

const handled = new Counter({
  name: 'shop_events_handled_total',
  help: 'Event deliveries a durable consumer settled, by stream, consumer and outcome (ok, retried, dead_lettered)',
  labelNames: ['stream', 'consumer', 'outcome'] as const,
  registers: [metricsRegistry],
});

const handlingDuration = new Histogram({
  name: 'shop_event_handling_duration_seconds',
  help: 'Time from a delivery reaching its turn to its settling (handler and its transaction), by stream and consumer (seconds)',
  labelNames: ['stream', 'consumer'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const redeliveries = new Counter({
  name: 'shop_event_redeliveries_total',
  help: 'Deliveries of an event a consumer had been given before (retried, or not acknowledged in time), by stream and consumer',
  labelNames: ['stream', 'consumer'] as const,
  registers: [metricsRegistry],
});

const pending = new Gauge({
  name: 'shop_event_consumer_pending',
  help: "Events waiting in the stream for a durable consumer or in its hand, from the server's consumer info as last checked (every 30 s)",
  labelNames: ['consumer'] as const,
  registers: [metricsRegistry],
});

const deadLetters = new Counter({
  name: 'shop_dead_letters_total',
  help: 'Dead letters this process filed, by consumer and stage (consume: a consumer gave up; publish: the outbox gave up)',
  labelNames: ['consumer', 'stage'] as const,
  registers: [metricsRegistry],
});

/** Handles one delivery through `handle`, counting its outcome and timing it. */
export async function observeDelivery(
  labels: { stream: string; consumer: string },
  msg: Pick<JsMsg, 'redelivered'>,
  handle: () => Promise<Settled>,
): Promise<Settled> {
  if (msg.redelivered) redeliveries.inc(labels);
  const stopTimer = handlingDuration.startTimer(labels);
  const settled = await handle();
  stopTimer();
  handled.inc({ ...labels, outcome: OUTCOMES[settled.outcome] });
  return settled;
}

export function recordConsumerPending(consumer: string, events: number): void {
  pending.set({ consumer }, events);
}

export function countDeadLetter(letter: { consumer: string; stage?: 'consume' | 'publish' }): void {
  deadLetters.inc({ consumer: letter.consumer, stage: letter.stage ?? 'publish' });
}
