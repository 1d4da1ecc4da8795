import { eventEnvelopeSchema, type EventEnvelope } from '@shop/contracts';
import type { JetStreamClient, JsMsg } from 'nats';
import { z } from 'zod';
import type { Database } from '../database/database.types';
import { publishDeadLetter } from './dead-letter';
import type { EventSubscription } from './event-handler';
import { processedEvents } from './event-tables';
import { describeError, type EventsLogger } from './events-logger';

export interface DeliveryContext<P> extends Required<Omit<EventSubscription<P>, 'payloadSchema'>> {
  payloadSchema?: EventSubscription<P>['payloadSchema'];
  db: Database;
  js: JetStreamClient;
  logger: EventsLogger;
}

export type DeliveryOutcome = 'handled' | 'duplicate' | 'retrying' | 'dead-lettered' | 'malformed';

/** Processes one JetStream message and settles it with exactly one of ack, nak or term. */
export async function handleDelivery<P>(
  msg: JsMsg,
  ctx: DeliveryContext<P>,
): Promise<DeliveryOutcome> {
  const event = parseEnvelope(msg);
  if (!event) {
    ctx.logger.error(
      `${ctx.consumer}: dropping a malformed event on ${msg.subject} (seq ${msg.seq})`,
    );
    msg.term();
    return 'malformed';
  }
  const payload = ctx.payloadSchema?.safeParse(event.payload);
  if (payload && !payload.success) {
    return deadLetter(msg, event, ctx, `Invalid payload: ${z.prettifyError(payload.error)}`);
  }

  try {
    const handled = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(processedEvents)
        .values({ consumer: ctx.consumer, eventId: event.id })
        .onConflictDoNothing()
        .returning({ eventId: processedEvents.eventId });
      if (claimed.length === 0) return false;
      await ctx.handler({ ...event, payload: (payload?.data ?? event.payload) as P }, tx);
      return true;
    });
    msg.ack();
    return handled ? 'handled' : 'duplicate';
  } catch (error) {
    const deliveries = msg.info.deliveryCount;
    if (deliveries < ctx.maxDeliver) {
      ctx.logger.warn(
        `${ctx.consumer}: ${event.type} ${event.id} failed (delivery ${deliveries} of ${ctx.maxDeliver}), retrying: ${describeError(error)}`,
      );
      msg.nak(ctx.nakDelayMs * deliveries);
      return 'retrying';
    }
    return deadLetter(msg, event, ctx, describeError(error));
  }
}

async function deadLetter<P>(
  msg: JsMsg,
  event: EventEnvelope,
  ctx: DeliveryContext<P>,
  error: string,
): Promise<DeliveryOutcome> {
  const deliveries = msg.info.deliveryCount;
  try {
    await publishDeadLetter(ctx.js, {
      consumer: ctx.consumer,
      subject: msg.subject,
      error,
      deliveries,
      failedAt: new Date().toISOString(),
      event,
    });
  } catch (publishError) {
    // Keep the event rather than lose it; it comes back and the dead letter is tried again.
    ctx.logger.error(
      `${ctx.consumer}: cannot file dead letter for ${event.id}: ${describeError(publishError)}`,
    );
    msg.nak(ctx.nakDelayMs * deliveries);
    return 'retrying';
  }
  ctx.logger.error(
    `${ctx.consumer}: gave up on ${event.type} ${event.id} after ${deliveries} deliveries: ${error}`,
  );
  // No reason argument: servers before 2.11 ignore a TERM that carries one.
  msg.term();
  return 'dead-lettered';
}

function parseEnvelope(msg: JsMsg): EventEnvelope | undefined {
  try {
    const parsed = eventEnvelopeSchema.safeParse(msg.json());
    return parsed.success ? (parsed.data as EventEnvelope) : undefined;
  } catch {
    return undefined;
  }
}
