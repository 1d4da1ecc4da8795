import type { Database } from '@shop/service-kit';
import { eq } from 'drizzle-orm';
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
 * customer with that address is promoted, verified and given `password`; otherwise the
 * account is created. Safe to run from several replicas at once.
 */
export async function ensureAdminAccount(
  db: Database,
  email: string,
  password: string,
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
