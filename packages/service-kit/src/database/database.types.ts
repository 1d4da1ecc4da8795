import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The query layer every service gets, whichever driver is underneath: embedded PGlite by
 * default, node-postgres when DATABASE_URL names a server.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Database = PgDatabase<PgQueryResultHKT, any>;

/** A transaction handle; anything that writes should accept one so callers can compose. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DbOrTx = Database | Transaction;

/** Nest injection token for the service's Database. */
export const DATABASE = 'DATABASE';
