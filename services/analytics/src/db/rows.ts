import { sql } from 'drizzle-orm';

/** The rows of a `db.execute` answer, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** PostgreSQL counts (bigint) and sums (numeric) arrive as text. */
export const count = (value: unknown): number => Number(value ?? 0);

/** A moment as a timestamptz parameter. */
export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** A UTC day as a date parameter (a period's bounds are UTC midnights: its days are [start, end)). */
export const day = (date: Date) => sql`${date.toISOString().slice(0, 10)}::date`;

export const iso = (value: unknown): string => new Date(value as string | Date).toISOString();
