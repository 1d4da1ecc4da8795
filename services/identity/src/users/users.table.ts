import type { UserRole } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** As the person typed it; compared case-insensitively (the index below). */
    email: text('email').notNull(),
    /** argon2id, PHC string format (parameters and salt included). */
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    role: text('role').$type<UserRole>().notNull().default('customer'),
    /**
     * Raised whenever the account's sessions end (logout everywhere, a new password, a change
     * of role); login tokens carry it as `sv`, and one below it is refused.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // One account per address whatever its case: a concurrent second sign-up waits for the
    // first and then finds the address taken.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
