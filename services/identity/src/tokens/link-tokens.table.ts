import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A table of links sent by e-mail, one row per link. Only the SHA-256 of each link's token is
 * kept, so the table alone opens nothing. A row stays after use, so a second click can be told
 * "already used" rather than "unknown".
 */
export function linkTokensTable<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** SHA-256 of the token, hex. */
      tokenHash: text('token_hash').notNull().unique(`${name}_token_hash_unique`),
      createdAt: timestamptz('created_at').notNull().defaultNow(),
      expiresAt: timestamptz('expires_at').notNull(),
      usedAt: timestamptz('used_at'),
      /** Set when a newer link was sent: only the latest one works. */
      supersededAt: timestamptz('superseded_at'),
    },
    (t) => [index(`${name}_user_id_idx`).on(t.userId)],
  );
}

export type LinkTokensTable = ReturnType<typeof linkTokensTable<string>>;
