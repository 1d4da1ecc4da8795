import { Logger } from '@nestjs/common';
import {
  AckPolicy,
  DeliverPolicy,
  nanos,
  type ConsumerConfig,
  type JetStreamClient,
  type JetStreamManager,
} from 'nats';
import type { Database } from '../database/database.types';
import type { EventSubscription } from './event-handler';
import { describeError, type EventsLogger } from './events-logger';
import { handleDelivery, type DeliveryContext } from './handle-delivery';
import { streamForSubject } from './streams';

export interface SubscribeEventsOptions<P> extends EventSubscription<P> {
  js: JetStreamClient;
  jsm: JetStreamManager;
  db: Database;
  /** Defaults to the stream whose subject space holds `subject`. */
  stream?: string;
  logger?: EventsLogger;
}

export interface EventSubscriptionHandle {
  /** Stops pulling and waits for the event in hand to settle. */
  stop(): Promise<void>;
}

const ACK_WAIT_MS = 30_000;
/** Few messages in hand at once, so a stopping consumer leaves little waiting for ack_wait. */
const PULL_BATCH = 10;

/**
 * Consumes `subject` through a durable pull consumer: events published while the service was
 * down are waiting for it when it comes back. Events are handled one at a time, in order.
 */
export async function subscribeEvents<P>(
  options: SubscribeEventsOptions<P>,
): Promise<EventSubscriptionHandle> {
  assertDurableName(options.consumer);
  const stream = options.stream ?? streamForSubject(options.subject);
  await ensureConsumer(options.jsm, stream, options.consumer, options.subject);

  const ctx: DeliveryContext<P> = {
    consumer: options.consumer,
    subject: options.subject,
    handler: options.handler,
    payloadSchema: options.payloadSchema,
    maxDeliver: options.maxDeliver ?? 5,
    nakDelayMs: options.nakDelayMs ?? 2000,
    db: options.db,
    js: options.js,
    logger: options.logger ?? new Logger(`Events:${options.consumer}`),
  };
  const consumer = await options.js.consumers.get(stream, options.consumer);
  const messages = await consumer.consume({ max_messages: PULL_BATCH });
  const loop = (async () => {
    try {
      for await (const msg of messages) {
        await handleDelivery(msg, ctx);
      }
    } catch (error) {
      ctx.logger.error(
        `${ctx.consumer}: stopped consuming ${ctx.subject}: ${describeError(error)}`,
      );
    }
  })();

  return {
    async stop() {
      await messages.close();
      await loop;
    },
  };
}

async function ensureConsumer(
  jsm: JetStreamManager,
  stream: string,
  durable: string,
  subject: string,
) {
  const changeable: Partial<ConsumerConfig> = {
    filter_subject: subject,
    ack_wait: nanos(ACK_WAIT_MS),
    // Unlimited on the server: the handler decides when to give up, after filing a dead letter.
    max_deliver: -1,
  };
  try {
    await jsm.consumers.add(stream, {
      ...changeable,
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      // A new consumer catches up on history; processed_events makes replays harmless.
      deliver_policy: DeliverPolicy.All,
    });
  } catch (error) {
    if (!/already (exists|in use)/i.test(String(error))) throw error;
    await jsm.consumers.update(stream, durable, changeable);
  }
}

function assertDurableName(name: string) {
  if (!name || /[.*>\s]/.test(name)) {
    throw new Error(`Consumer name "${name}" must be non-empty without dots, spaces, * or >`);
  }
}
