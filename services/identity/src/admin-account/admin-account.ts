import type { Database } from '@shop/service-kit';
import { eq } from 'drizzle-orm';
import { endSessions, OUTBOX, type EventWriter } from '../sessions/end-sessions';
import { hashPassword } from '../users/passwords';
import { findUserByEmail, lockUserByEmail } from '../users/users.repository';
import { users } from '../users/users.table';

/** The name the back office greets a seeded admin with ('Welcome, Admin'). */
export const ADMIN_NAME = 'Admin';

export type AdminAccountOutcome = 'created' | 'promoted' | 'unchanged';

/** Two starts racing to create the account: the loser finds the winner's row on its next look. */
const ATTEMPTS = 3;

/**
 * Makes sure `email` belongs to a verified admin. An existing admin is left as it is; a
 * customer with that address is promoted, verified and given `password`, and the customer's
 * sessions end; otherwise the account is created. Safe to run from several replicas at once.
 */
export async function ensureAdminAccount(
  db: Database,
  email: string,
  password: string,
  events: EventWriter = OUTBOX,
): Promise<AdminAccountOutcome> {
  let passwordHash: string | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // Most starts find the admin there already and need no hash.
    if ((await findUserByEmail(db, email))?.role === 'admin') return 'unchanged';
    passwordHash ??= await hashPassword(password);
    const hash = passwordHash;
    const outcome = await db.transaction(async (tx) => {
      const user = await lockUserByEmail(tx, email);
      if (user?.role === 'admin') return 'unchanged';
      if (user) {
        await tx
          .update(users)
          .set({ role: 'admin', emailVerified: true, passwordHash: hash })
          .where(eq(users.id, user.id));
        await endSessions(tx, events, user.id, 'role-change');
        return 'promoted';
      }
      const created = await tx
        .insert(users)
        .values({ name: ADMIN_NAME, email, passwordHash: hash, role: 'admin', emailVerified: true })
        .onConflictDoNothing()
        .returning({ id: users.id });
      return created.length > 0 ? 'created' : undefined;
    });
    if (outcome) return outcome;
  }
  throw new Error(`Cannot create the admin account ${email}: it keeps changing under us`);
}

export type AdminRemovalOutcome = 'removed' | 'not-admin' | 'unknown';

/**
 * Takes the admin role from `email`'s account: it stays as a customer's, and every session it
 * has ends, so no token that says admin outlives the role.
 */
export async function removeAdminRole(
  db: Database,
  email: string,
  events: EventWriter = OUTBOX,
): Promise<AdminRemovalOutcome> {
  return db.transaction(async (tx) => {
    const user = await lockUserByEmail(tx, email);
    if (!user) return 'unknown';
    if (user.role !== 'admin') return 'not-admin';
    await tx.update(users).set({ role: 'customer' }).where(eq(users.id, user.id));
    await endSessions(tx, events, user.id, 'role-change');
    return 'removed';
  });
}
