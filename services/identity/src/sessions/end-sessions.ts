import { SUBJECTS, type EventPayload } from '@shop/contracts';
import { emitEvent, type EventBus, type Transaction } from '@shop/service-kit';
import { eq, sql } from 'drizzle-orm';
import { users, type UserRow } from '../users/users.table';

export type SessionsEndedBecause = EventPayload<typeof SUBJECTS.sessionsRevoked>['reason'];

/** Where the event is written: the service's bus, or the outbox itself for a command-line tool. */
export type EventWriter = Pick<EventBus, 'emit'>;

/** Writes straight into the outbox; the running service publishes it. */
export const OUTBOX: EventWriter = { emit: emitEvent };

/**
 * Ends every session of the account: its session version goes up in `tx`, so tokens issued
 * from now on carry the new one, and `identity.sessions-revoked` tells every service to refuse
 * the older ones. Returns the account as it is now.
 */
export async function endSessions(
  tx: Transaction,
  events: EventWriter,
  userId: string,
  reason: SessionsEndedBecause,
): Promise<UserRow> {
  const [user] = await tx
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning();
  await events.emit(tx, SUBJECTS.sessionsRevoked, {
    userId,
    sessionVersion: user.sessionVersion,
    reason,
    at: new Date().toISOString(),
  });
  return user;
}
