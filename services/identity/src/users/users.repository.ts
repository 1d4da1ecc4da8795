import type { AccessTokenClaims, PublicUser } from '@shop/contracts';
import type { DbOrTx } from '@shop/service-kit';
import { eq, sql } from 'drizzle-orm';
import { users, type UserRow } from './users.table';

/** The address as accounts are compared: trimmed, case ignored. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

const sameEmail = (email: string) => eq(sql`lower(${users.email})`, emailKey(email));

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(sameEmail(email));
  return user;
}

/** The row locked until the transaction ends, so concurrent changes to the account queue up. */
export async function lockUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(sameEmail(email)).for('update');
  return user;
}

/** The account by id, locked like lockUserByEmail's. */
export async function lockUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return user;
}

/** A user as the API shows it: never the password hash. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}

/** What the user's login token says about them. */
export function tokenClaimsOf(user: UserRow): AccessTokenClaims {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    isAdmin: user.role === 'admin',
    sv: user.sessionVersion,
  };
}
