import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@shop/contracts';
import type { DbOrTx } from '../database/database.types';
import { outbox } from './event-tables';
import { streamForSubject } from './streams';

/**
 * Records an event in the outbox as part of the caller's transaction; the relay publishes it
 * after commit, and a rolled-back transaction takes the event with it.
 */
export async function emitEvent<P>(
  tx: DbOrTx,
  subject: string,
  payload: P,
): Promise<EventEnvelope<P>> {
  // Fails inside the caller's transaction: a subject no stream holds would block the outbox.
  streamForSubject(subject);
  const event: EventEnvelope<P> = {
    id: randomUUID(),
    type: subject,
    occurredAt: new Date().toISOString(),
    payload,
  };
  await tx.insert(outbox).values({ id: event.id, subject, payload: event });
  return event;
}
