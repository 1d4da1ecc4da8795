import { Logger } from '@nestjs/common';
import type { EventEnvelope } from '@shop/contracts';
import {
  ConsumerEvents,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
} from 'nats';
import type { Database, Transaction } from '../database/database.types';
import { ConsumerConfigError, ensureConsumer, type WantedConsumer } from './consumer-config';
import type { EventPublisher } from './dead-letter';
import { pruneRefusals } from './event-failures';
import type { EventFilter, EventSubscription } from './event-handler';
import { describeError, type EventsLogger } from './events-logger';
import { handleDelivery, type DeliveryContext } from './handle-delivery';
import { natsStreamName, natsSubject } from './namespace';
import { OrderingLanes } from './ordering-lanes';
import { ensureStreams, STREAM_LIMITS, streamForSubject } from './streams';
import { observeDelivery } from '../telemetry/metrics/event-metrics';
import type { StreamReplicas } from './stream-replicas';
import { backoffDelay } from './transient-errors';
import { WakeablePause } from './wakeable-pause';

export interface SubscribeEventsOptions<F extends EventFilter> extends EventSubscription<F> {
  js: JetStreamClient;
  jsm: JetStreamManager;
  db: Database;
  /** Publishes dead letters; defaults to `js` within `namespace`. */
  publisher?: EventPublisher;
  /** The platform's namespace on a shared nats-server; '' for none. */
  namespace?: string;
  /** Copies of a stream recreated here (see ensureStreams). */
  streamReplicas?: () => StreamReplicas;
  /** Events handled at once, each key's still one at a time; defaults to 8. */
  eventsInHand?: number;
  /** How long a delivered event may stay unacknowledged before NATS redelivers it. */
  ackWaitMs?: number;
  /** Backoff after a transient failure: from base, doubling by delivery, up to max. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Backoff before consuming again after the consumer or stream went missing. */
  restartBaseMs?: number;
  logger?: EventsLogger;
}

export type ConsumerState = 'up' | 'down';

export interface EventSubscriptionHandle {
  /** 'up' while pulling events; 'down' while the consumer is being recreated. */
  state(): ConsumerState;
  /** Events the consumer has not settled yet: waiting in the stream for it, or in hand. */
  pending(): Promise<number>;
  /** Stops pulling and waits for the events in hand to settle. */
  stop(): Promise<void>;
}

/**
 * How long the server waits for an event it handed out before handing it out again. Events in
 * hand are kept alive with working() every third of it, so it bounds only how long an event sent
 * to a replica that vanished (killed, or its pull lost with a NATS node) holds its consumer.
 */
const ACK_WAIT_MS = 10_000;
/**
 * Events unacknowledged at once by default, on the server and so in hand here: events of
 * different keys (orders, products) are handled side by side, each key's in stream order (see
 * OrderingLanes). Every delivered event goes straight into its lane, so none waits in a pull
 * buffer while its ack wait runs out; handlers and the events held behind them are kept alive
 * with working().
 */
const EVENTS_IN_HAND = 8;
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 30_000;
const RESTART_BASE_MS = 500;
const RESTART_MAX_MS = 15_000;
const PULL_EXPIRES_MS = 5_000;

/**
 * Consumes `subject` through a durable pull consumer: events published while the service was
 * down are waiting for it when it comes back. If the consumer or its stream disappears, both
 * are recreated and consuming resumes. Rejects only with a ConsumerConfigError, for a setting
 * the server cannot change; other setup failures are retried in the background.
 */
export async function subscribeEvents<F extends EventFilter>(
  options: SubscribeEventsOptions<F>,
): Promise<EventSubscriptionHandle> {
  assertDurableName(options.consumer);
  const runner = new ConsumerRunner(options);
  await runner.start();
  return runner;
}

class ConsumerRunner<F extends EventFilter> implements EventSubscriptionHandle {
  private readonly wanted: WantedConsumer;
  private readonly ctx: DeliveryContext;
  private readonly logger: EventsLogger;
  private readonly namespace: string;
  private messages?: ConsumerMessages;
  private loop?: Promise<void>;
  private up = false;
  private stopped = false;
  private readonly pause = new WakeablePause();

  constructor(private readonly options: SubscribeEventsOptions<F>) {
    this.namespace = options.namespace ?? '';
    this.logger = options.logger ?? new Logger(`Events:${options.consumer}`);
    const ackWaitMs = options.ackWaitMs ?? ACK_WAIT_MS;
    this.wanted = {
      stream: natsStreamName(this.namespace, streamForSubject(options.subject)),
      durable: options.consumer,
      filterSubject: natsSubject(this.namespace, options.subject),
      ackWaitMs,
      maxAckPending: options.eventsInHand ?? EVENTS_IN_HAND,
    };
    this.ctx = {
      consumer: options.consumer,
      namespace: this.namespace,
      handler: options.handler as (event: EventEnvelope, tx: Transaction) => Promise<void>,
      maxDeliver: options.maxDeliver ?? 5,
      nakDelayMs: options.nakDelayMs ?? 2000,
      retryBaseMs: options.retryBaseMs ?? RETRY_BASE_MS,
      retryMaxMs: options.retryMaxMs ?? RETRY_MAX_MS,
      ackWaitMs,
      db: options.db,
      publisher: options.publisher ?? namespacedPublisher(options.js, this.namespace),
      logger: this.logger,
      passedOver: new Set(),
    };
  }

  async start(): Promise<void> {
    let first: ConsumerMessages | undefined;
    try {
      first = await this.open();
    } catch (error) {
      // A setting the server cannot take fails the start; anything else is tried again below.
      if (error instanceof ConsumerConfigError) throw error;
      this.logger.warn(`${this.wanted.durable}: cannot consume yet: ${describeError(error)}`);
    }
    const olderThan = new Date(Date.now() - STREAM_LIMITS.events.maxAgeMs);
    await pruneRefusals(this.options.db, this.options.consumer, olderThan).catch(() => undefined);
    this.loop = this.run(first);
  }

  state(): ConsumerState {
    return this.up ? 'up' : 'down';
  }

  async pending(): Promise<number> {
    const info = await this.options.jsm.consumers.info(this.wanted.stream, this.wanted.durable);
    return info.num_pending + info.num_ack_pending;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.pause.wakeUp();
    await this.messages?.close().catch(() => undefined);
    await this.loop;
  }

  private async open(): Promise<ConsumerMessages> {
    const { js, jsm } = this.options;
    await ensureConsumer(jsm, this.wanted, this.logger);
    const consumer = await js.consumers.get(this.wanted.stream, this.wanted.durable);
    const messages = await consumer.consume({
      max_messages: this.wanted.maxAckPending,
      // Each pull lives 5 s, so the server's idle heartbeat comes every 2.5 s, and a pull lost
      // with a NATS node, or a stream deleted under it, is noticed after two missed ones
      // (5–7.5 s), and pulled again.
      expires: PULL_EXPIRES_MS,
      // End the loop when the consumer or stream is gone, so both are recreated below.
      abort_on_missing_resource: true,
    });
    this.messages = messages;
    this.up = true;
    void this.watchStatus(messages);
    return messages;
  }

  /**
   * Says when the server went quiet, once per silence: nats.js pulls again after two missed
   * heartbeats (a pull lost with a NATS node) and reports every one missed after that too.
   */
  private async watchStatus(messages: ConsumerMessages): Promise<void> {
    try {
      for await (const status of await messages.status()) {
        if (status.type === ConsumerEvents.HeartbeatsMissed && status.data === 2 && !this.stopped)
          this.logger.warn(`${this.wanted.durable}: two heartbeats missed, pulling again`);
      }
    } catch {
      // The messages ended; the run loop reports why.
    }
  }

  private async run(first: ConsumerMessages | undefined): Promise<void> {
    let messages: ConsumerMessages | undefined = first;
    let restarts = 0;
    while (!this.stopped) {
      if (messages) {
        const labels = {
          stream: streamForSubject(this.options.subject),
          consumer: this.wanted.durable,
        };
        const lanes = new OrderingLanes(
          (msg) => observeDelivery(labels, msg, () => handleDelivery(msg, this.ctx)),
          this.ctx.ackWaitMs,
          this.logger,
        );
        try {
          for await (const msg of messages) lanes.take(msg);
          if (!this.stopped) this.logger.warn(`${this.wanted.durable}: stopped receiving events`);
        } catch (error) {
          if (!this.stopped) {
            this.logger.warn(`${this.wanted.durable}: stopped consuming: ${describeError(error)}`);
          }
        }
        await lanes.settled();
        lanes.close();
        this.up = false;
        messages = undefined;
      }
      if (this.stopped) return;
      restarts += 1;
      await this.pause.wait(
        backoffDelay(restarts, this.options.restartBaseMs ?? RESTART_BASE_MS, RESTART_MAX_MS),
      );
      if (this.stopped) return;
      try {
        // The stream may be gone as well: NATS lost its store, or someone deleted it.
        await ensureStreams(this.options.jsm, this.namespace, this.options.streamReplicas?.());
        messages = await this.open();
        restarts = 0;
        this.logger.log(`${this.wanted.durable}: consuming ${this.wanted.filterSubject} again`);
      } catch (error) {
        if (error instanceof ConsumerConfigError) {
          this.logger.error(error.message);
          return;
        }
        this.logger.warn(`${this.wanted.durable}: cannot consume yet: ${describeError(error)}`);
      }
    }
  }
}

/** Publishes plain subjects into the namespace. */
function namespacedPublisher(js: JetStreamClient, namespace: string): EventPublisher {
  return {
    publish: (subject, data, options) => js.publish(natsSubject(namespace, subject), data, options),
  };
}

function assertDurableName(name: string) {
  if (!name || /[.*>\s]/.test(name)) {
    throw new Error(`Consumer name "${name}" must be non-empty without dots, spaces, * or >`);
  }
}
