import {
  EVENT_PAYLOADS,
  eventEnvelopeSchema,
  isEventSubject,
  type EventEnvelope,
  type EventSubject,
} from '@shop/contracts';
import type { JsMsg } from 'nats';
import { z } from 'zod';
import type { Database, Transaction } from '../database/database.types';
import { traceDelivery } from '../telemetry/tracing/messaging-spans';
import { publishDeadLetter, type DeadLetter, type EventPublisher } from './dead-letter';
import { clearRefusals, recordRefusal } from './event-failures';
import { processedEvents } from './event-tables';
import { describeError, type EventsLogger } from './events-logger';
import { plainSubject } from './namespace';
import { backoffDelay, isTransientError } from './transient-errors';

/**
 * Set on an event republished from a dead letter: only the consumer named here handles it;
 * every other consumer had its chance the first time and acknowledges it untouched.
 */
export const REPLAY_FOR_HEADER = 'Shop-Replay-For';

/** A malformed message's text is kept in its dead letter up to this length. */
const RAW_TEXT_LIMIT = 64 * 1024;

export interface DeliveryContext {
  consumer: string;
  namespace: string;
  handler: (event: EventEnvelope, tx: Transaction) => Promise<void>;
  /** Refusals before the dead letter. */
  maxDeliver: number;
  /** Delay after a refusal, times the refusals so far. */
  nakDelayMs: number;
  /** Backoff after a transient failure, by delivery: base, doubling, up to max. */
  retryBaseMs: number;
  retryMaxMs: number;
  ackWaitMs: number;
  db: Database;
  publisher: EventPublisher;
  logger: EventsLogger;
  /** Subjects this release does not know that the consumer has said it passes over. */
  passedOver: Set<string>;
}

type DeliveryOutcome =
  'handled' | 'duplicate' | 'skipped' | 'retrying' | 'dead-lettered' | 'malformed';

/** How a message was settled; `redeliverInMs` when it was sent back to come again after that. */
export interface Settled {
  outcome: DeliveryOutcome;
  redeliverInMs?: number;
}

type ParsedEvent =
  | { ok: true; event: EventEnvelope }
  | { ok: false; error: string; event?: EventEnvelope; raw?: string };

/**
 * Processes one JetStream message and settles it with exactly one of ack, nak or term. While
 * the handler runs, the message is kept in hand (working) so a slow handler is not redelivered.
 */
export async function handleDelivery(msg: JsMsg, ctx: DeliveryContext): Promise<Settled> {
  const inProgress = setInterval(() => msg.working(), Math.max(1, ctx.ackWaitMs / 3));
  inProgress.unref();
  try {
    const subject = plainSubject(ctx.namespace, msg.subject);
    return await traceDelivery(msg, subject, ctx.consumer, () => settle(msg, ctx));
  } finally {
    clearInterval(inProgress);
  }
}

async function settle(msg: JsMsg, ctx: DeliveryContext): Promise<Settled> {
  const replayFor = msg.headers?.get(REPLAY_FOR_HEADER);
  if (replayFor && replayFor !== ctx.consumer) {
    msg.ack();
    return { outcome: 'skipped' };
  }
  const subject = plainSubject(ctx.namespace, msg.subject);
  if (!isEventSubject(subject)) return passOver(msg, ctx, subject);
  const parsed = parseEvent(msg, subject);
  if (!parsed.ok) {
    const { error, event, raw } = parsed;
    return fileDeadLetter(msg, ctx, { subject, error, event, raw, refusals: 0 });
  }
  const { event } = parsed;

  try {
    const handled = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(processedEvents)
        .values({ consumer: ctx.consumer, eventId: event.id })
        .onConflictDoNothing()
        .returning({ eventId: processedEvents.eventId });
      if (claimed.length === 0) return false;
      if (msg.redelivered) await clearRefusals(tx, ctx.consumer, event.id);
      await ctx.handler(event, tx);
      return true;
    });
    msg.ack();
    return { outcome: handled ? 'handled' : 'duplicate' };
  } catch (error) {
    if (isTransientError(error)) return retryLater(msg, ctx, event, error);
    return refused(msg, ctx, event, describeError(error));
  }
}

/**
 * Only a newer release of its publisher sends a subject this release's contracts do not know: the
 * next version of a message (`order.placed.v2`, published beside `order.placed`) or a new subject
 * under a wildcard filter ('order.>'). This consumer has no handler for it, so nothing it keeps
 * is missing it: acknowledged, and said once per subject.
 */
function passOver(msg: JsMsg, ctx: DeliveryContext, subject: string): Settled {
  if (!ctx.passedOver.has(subject)) {
    ctx.passedOver.add(subject);
    ctx.logger.log(
      `${ctx.consumer}: passing over ${subject}, a subject of a newer release than this one`,
    );
  }
  msg.ack();
  return { outcome: 'skipped' };
}

async function refused(
  msg: JsMsg,
  ctx: DeliveryContext,
  event: EventEnvelope,
  error: string,
): Promise<Settled> {
  let refusals: number;
  try {
    refusals = await recordRefusal(ctx.db, ctx.consumer, event.id, error);
  } catch (recordError) {
    // Without a count the refusal cannot be weighed: try again once the database answers.
    return retryLater(msg, ctx, event, recordError);
  }
  if (refusals < ctx.maxDeliver) {
    ctx.logger.warn(
      `${ctx.consumer}: ${event.type} ${event.id} refused (${refusals} of ${ctx.maxDeliver}), retrying: ${error}`,
    );
    return sendBack(msg, ctx.nakDelayMs * refusals);
  }
  const subject = plainSubject(ctx.namespace, msg.subject);
  const outcome = await fileDeadLetter(msg, ctx, { subject, error, event, refusals });
  if (outcome.outcome === 'dead-lettered') {
    // A replay starts counting afresh; a leftover row would only shorten its chances.
    await clearRefusals(ctx.db, ctx.consumer, event.id).catch(() => undefined);
  }
  return outcome;
}

function retryLater(
  msg: JsMsg,
  ctx: DeliveryContext,
  event: EventEnvelope,
  error: unknown,
): Settled {
  const deliveries = msg.info.deliveryCount;
  const delay = backoffDelay(deliveries, ctx.retryBaseMs, ctx.retryMaxMs);
  ctx.logger.warn(
    `${ctx.consumer}: ${event.type} ${event.id} failed transiently (delivery ${deliveries}), retrying in ${delay} ms: ${describeError(error)}`,
  );
  return sendBack(msg, delay);
}

/** Lets the message go, to be delivered again after `delayMs`. */
function sendBack(msg: JsMsg, delayMs: number): Settled {
  msg.nak(delayMs);
  return { outcome: 'retrying', redeliverInMs: delayMs };
}

async function fileDeadLetter(
  msg: JsMsg,
  ctx: DeliveryContext,
  letter: Pick<DeadLetter, 'subject' | 'error' | 'event' | 'raw' | 'refusals'>,
): Promise<Settled> {
  const deliveries = msg.info.deliveryCount;
  const what = letter.event ? `${letter.event.type} ${letter.event.id}` : `a malformed message`;
  try {
    await publishDeadLetter(
      ctx.publisher,
      {
        stage: 'consume',
        consumer: ctx.consumer,
        deliveries,
        failedAt: new Date().toISOString(),
        ...letter,
      },
      msg.seq,
    );
  } catch (publishError) {
    // Keep the message rather than lose it; it comes back and the dead letter is tried again.
    ctx.logger.error(
      `${ctx.consumer}: cannot file dead letter for ${what} on ${letter.subject}: ${describeError(publishError)}`,
    );
    return sendBack(msg, backoffDelay(deliveries, ctx.retryBaseMs, ctx.retryMaxMs));
  }
  ctx.logger.error(
    `${ctx.consumer}: filed ${what} on ${letter.subject} (seq ${msg.seq}) as a dead letter: ${letter.error}`,
  );
  // No reason argument: servers before 2.11 ignore a TERM that carries one.
  msg.term();
  return { outcome: letter.event ? 'dead-lettered' : 'malformed' };
}

/**
 * Reads an event off the wire and checks its envelope and payload against the contracts. Fields
 * they do not declare, which a newer release may add, are dropped (zod's objects strip them).
 */
export function parseEvent(
  msg: Pick<JsMsg, 'json' | 'string'>,
  subject: EventSubject,
): ParsedEvent {
  let data: unknown;
  try {
    data = msg.json();
  } catch {
    return { ok: false, error: 'Malformed event: not JSON', raw: rawText(msg) };
  }
  const envelope = eventEnvelopeSchema.safeParse(data);
  if (!envelope.success) {
    const reason = z.prettifyError(envelope.error);
    return { ok: false, error: `Malformed event: ${reason}`, raw: rawText(msg) };
  }
  const event = envelope.data as EventEnvelope;
  if (event.type !== subject) {
    return { ok: false, error: `Event type "${event.type}" does not match its subject`, event };
  }
  const payload = EVENT_PAYLOADS[subject].safeParse(event.payload);
  if (!payload.success) {
    return { ok: false, error: `Invalid payload: ${z.prettifyError(payload.error)}`, event };
  }
  return { ok: true, event: { ...event, payload: payload.data } };
}

function rawText(msg: Pick<JsMsg, 'string'>): string {
  const text = msg.string();
  return text.length > RAW_TEXT_LIMIT ? `${text.slice(0, RAW_TEXT_LIMIT)}…` : text;
}
