import { randomUUID } from 'node:crypto';
import {
  EVENT_PAYLOADS,
  isEventSubject,
  type EventPayload,
  type EventSubject,
  type TypedEvent,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../database/database.types';
import { outboxTraceContext } from '../telemetry/tracing/outbox-trace-context';
import { outbox } from './event-tables';
import { streamForSubject } from './streams';

/**
 * Records an event in the outbox as part of the caller's transaction; the relay publishes it
 * after commit, and a rolled-back transaction takes the event with it. A payload its subject's
 * schema refuses is a programming error: it throws here, so the transaction does not commit.
 */
export async function emitEvent<S extends EventSubject>(
  tx: DbOrTx,
  subject: S,
  payload: EventPayload<S>,
): Promise<TypedEvent<S>> {
  const [event] = await emitEvents(tx, subject, [payload]);
  return event;
}

/**
 * As emitEvent, for several events of one subject in one statement; they are published in the
 * order given.
 */
export async function emitEvents<S extends EventSubject>(
  tx: DbOrTx,
  subject: S,
  payloads: EventPayload<S>[],
): Promise<TypedEvent<S>[]> {
  if (payloads.length === 0) return [];
  const occurredAt = new Date().toISOString();
  const traceContext = outboxTraceContext();
  const events = payloads.map((payload): TypedEvent<S> => ({
    id: randomUUID(),
    type: subject,
    occurredAt,
    payload: parsePayload(subject, payload),
  }));
  await tx.insert(outbox).values(
    events.map((event, index) => ({
      id: event.id,
      subject,
      payload: event,
      traceContext,
      // The rows of one statement may read the same clock; a microsecond each keeps their order.
      createdAt: sql`clock_timestamp() + ${index} * interval '1 microsecond'`,
    })),
  );
  return events;
}

function parsePayload<S extends EventSubject>(subject: S, payload: unknown): EventPayload<S> {
  if (!isEventSubject(subject)) throw new Error(`No event schema for subject "${subject}"`);
  // A subject no stream holds would never be published.
  streamForSubject(subject);
  const parsed = EVENT_PAYLOADS[subject].safeParse(payload);
  if (!parsed.success) {
    throw new Error(`Invalid payload for ${subject}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data as EventPayload<S>;
}
