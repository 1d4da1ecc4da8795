import { randomUUID } from 'node:crypto';
import {
  EVENT_PAYLOADS,
  isEventSubject,
  type EventPayload,
  type EventSubject,
  type TypedEvent,
} from '@shop/contracts';
import { z } from 'zod';
import type { DbOrTx } from '../database/database.types';
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
  const event: TypedEvent<S> = {
    id: randomUUID(),
    type: subject,
    occurredAt: new Date().toISOString(),
    payload: parsePayload(subject, payload),
  };
  await tx.insert(outbox).values({ id: event.id, subject, payload: event });
  return event;
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
